/**
 * What other modules may use of plans (issue 18 item 5: a module imports another only through its index.ts,
 * checked by .dependency-cruiser.cjs): a client's plan eligibility, and the check that a client has room for
 * one more accepted project.
 *
 * @module
 */
export { clientEligibility, requireRoomToAccept } from "./client-eligibility";
