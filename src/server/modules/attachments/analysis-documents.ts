import { inArray } from "drizzle-orm";
import { MAX_ANALYZED_ATTACHMENTS } from "@/domain/attachments/attachments";
import type { Actor } from "../../access/actor";
import type { Deps } from "../../context";
import { projectAttachments } from "../../db/schema";
import type { AnalysisDocument } from "../../integrations/ai/analysis-provider";
import { requireAttachmentAccess } from "./attachment-rows";

/**
 * The documents an analysis reads (spec 2 §5): the first 10 of `attachmentIds`, in the order given, that the
 * actor may read (own staged files, or files of a project they can see); only those with extracted text
 * (txt, pdf, docx) contribute. Unknown or foreign ids are skipped, not reported: the analysis simply goes
 * without them.
 */
export async function analysisDocuments(
  deps: Deps,
  actor: Actor,
  attachmentIds: readonly string[] = [],
): Promise<AnalysisDocument[]> {
  const ids = [...new Set(attachmentIds)].slice(0, MAX_ANALYZED_ATTACHMENTS);
  if (ids.length === 0) return [];
  const rows = await deps.db.select().from(projectAttachments).where(inArray(projectAttachments.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const documents: AnalysisDocument[] = [];
  for (const id of ids) {
    const readable = await requireAttachmentAccess(deps.db, actor, byId.get(id)).catch(() => null);
    if (readable?.extractedText)
      documents.push({ fileName: readable.fileName, text: readable.extractedText });
  }
  return documents;
}
