/**
 * What other modules may use of projects (issue 18 item 5: a module imports another only through its
 * index.ts, checked by .dependency-cruiser.cjs): a project's detail as an actor sees it (the assistant's
 * context), freelancers ranked against required skills (Task Mapping's candidates) and the `FreelancerMatch`
 * schema they are answered in.
 *
 * @module
 */
export { getProject } from "./get-project";
export { matchSchema } from "./project-schemas";
export { rankFreelancers } from "./rank-freelancers";
