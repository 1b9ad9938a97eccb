/**
 * What other modules may use of interests (issue 18 item 5: a module imports another only through its
 * index.ts, checked by .dependency-cruiser.cjs): the freelancer row of a user.
 *
 * @module
 */
export { freelancerIdOf } from "./freelancer-of";
