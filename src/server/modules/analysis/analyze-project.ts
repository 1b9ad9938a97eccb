import { analysisSchema, type Brief } from "@/domain/analysis";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import type { AnalysisResult } from "../../integrations/ai/analysis-provider";
import { analysisDocuments } from "../attachments";
import { currentCalibration } from "../calibration";
import { signAnalysis } from "./analysis-token";

/**
 * Analyses a brief (spec 2 §2 step 2, §7 analyze-project) with the configured provider and signs the
 * result, as `analysisSchema` shapes it (keys in the schema's order, so the signed JSON is the one submit
 * re-creates). The built-in estimator gets the calibration from completed projects. Unsupported briefs come back with `projectType: "unsupported"`; the UI blocks them (spec 2 §5).
 * @throws AppError forbidden for freelancers; ZodError when the provider returns an analysis that does not
 *   satisfy `analysisSchema` (providers validate theirs, so this is a bug).
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
  // The built-in estimator applies what completed projects taught it (issue 20 item 7).
  const calibration = await currentCalibration(deps.db);
  const result = await deps.analysis.analyze(brief, deps.now(), documents, { calibration });
  // Submit parses the analysis with the schema before it verifies the signature: sign that text, keys in the
  // schema's order, not the provider's (a field added out of order would otherwise fail the check).
  const analysis = analysisSchema.parse(result.analysis);
  const analysisToken = signAnalysis(deps.secret, { brief, analysis, engine: result.engine });
  return { ...result, analysis, analysisToken };
}
