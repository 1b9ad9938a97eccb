/**
 * What other modules may use of profiles (issue 18 item 5: a module imports another only through its
 * index.ts, checked by .dependency-cruiser.cjs): creating a freelancer's row when a user becomes one.
 *
 * @module
 */
export { createFreelancerRow } from "./freelancer-row";
