/**
 * What other modules may use of analysis (issue 18 item 5: a module imports another only through its
 * index.ts, checked by .dependency-cruiser.cjs): analysing a saved project, and checking an analysis token.
 *
 * @module
 */
export { verifyAnalysis } from "./analysis-token";
export { analyzeProject } from "./analyze-project";
