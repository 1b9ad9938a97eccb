import { useMutation } from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import { api, unwrap } from "@/web/lib/api-client";

/** The brief sent for analysis (spec 2 §2 step 1); `budgetMax` in paise. */
export type ProjectBriefInput = InferRequestType<typeof api.projects.analyze.$post>["json"];
/** The analysis, the engine that made it and the server's signature over both (spec 2 §2 step 2). */
export type AnalyzeResult = InferResponseType<typeof api.projects.analyze.$post, 200>;

/** `POST /api/projects/analyze`. */
export async function analyzeProject(brief: ProjectBriefInput) {
  return unwrap(await api.projects.analyze.$post({ json: brief }));
}

export function useAnalyzeProject() {
  return useMutation({ mutationFn: analyzeProject });
}
