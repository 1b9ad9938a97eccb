import type { Brief } from "@/domain/analysis";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import type { AnalysisResult } from "../../integrations/ai/analysis-provider";
import { analysisDocuments } from "../attachments/analysis-documents";
import { signAnalysis } from "./analysis-token";

/**
 * Analyses a brief (spec 2 §2 step 2, §7 analyze-project) with the configured provider and signs the
 * result. Unsupported briefs come back with `projectType: "unsupported"`; the UI blocks them (spec 2 §5).
 * @throws AppError forbidden for freelancers.
 */
export async function analyzeProject({
  deps,
  actor,
  brief,
  attachmentIds,
}: {
  deps: Deps;
  actor: Actor;
  brief: Brief;
  /** Attached documents whose text the analysis reads (the first 10 the actor may read, spec 2 §5). */
  attachmentIds?: readonly string[];
}): Promise<AnalysisResult & { analysisToken: string }> {
  requireAccess(actor, "projects.analyze");
  const documents = await analysisDocuments(deps, actor, attachmentIds);
  const result = await deps.analysis.analyze(brief, deps.now(), documents);
  const analysisToken = signAnalysis(deps.secret, {
    brief,
    analysis: result.analysis,
    engine: result.engine,
  });
  return { ...result, analysisToken };
}
