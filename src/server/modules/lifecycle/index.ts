/**
 * What other modules may use of lifecycle (issue 18 item 5: a module imports another only through its
 * index.ts, checked by .dependency-cruiser.cjs): a project's team.
 *
 * @module
 */
export { projectTeam } from "./list-team";
