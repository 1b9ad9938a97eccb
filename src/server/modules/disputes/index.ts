/**
 * What other modules may use of disputes (issue 18 item 2: a module imports another only through its
 * index.ts, checked by .dependency-cruiser.cjs): whether an open milestone dispute holds a freelancer's
 * payout (issue 20 item 3), for the payouts module.
 *
 * @module
 */
export { disputeHoldingPayout, refuseHeldPayout } from "./payout-hold";
