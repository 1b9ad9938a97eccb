import { createHmac, timingSafeEqual } from "node:crypto";
import type { Analysis, Brief } from "@/domain/analysis";
import type { AnalysisEngine } from "../../integrations/ai/analysis-provider";

/** What the server signs after an analysis, so that submit can trust it without re-running it. */
export interface SignedAnalysis {
  brief: Brief;
  analysis: Analysis;
  engine: AnalysisEngine;
}

function digest(secret: string, value: SignedAnalysis): Buffer {
  const canonical = JSON.stringify([value.brief, value.analysis, value.engine]);
  return createHmac("sha256", secret).update(canonical).digest();
}

/**
 * HMAC-SHA256 over the brief, the analysis and the engine, as base64url. Budgets and hours come from the
 * server: the client can show the analysis but cannot alter an amount before submitting it (DESIGN §5).
 */
export function signAnalysis(secret: string, value: SignedAnalysis): string {
  return digest(secret, value).toString("base64url");
}

/** True when `token` was produced by `signAnalysis` for exactly this brief, analysis and engine. */
export function verifyAnalysis(secret: string, value: SignedAnalysis, token: string): boolean {
  const expected = digest(secret, value);
  const given = Buffer.from(token, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
