/**
 * What other modules may use of plans (issue 18 item 5: a module imports another only through its index.ts,
 * checked by .dependency-cruiser.cjs): a client's plan eligibility (read now, or kept for a read that shows
 * it), and the check that a client has room for one more accepted project.
 *
 * @module
 */
export {
  type ClientPlanFields,
  clientEligibility,
  keptClientEligibility,
  requireRoomToAccept,
} from "./client-eligibility";
