/**
 * What other modules may use of disputes (issue 18 item 2: a module imports another only through its
 * index.ts, checked by .dependency-cruiser.cjs): whether an open milestone dispute holds a freelancer's
 * payout (issue 20 item 3), for the payouts module; and the listener that moves a dispute when its refund
 * settles, which the app registers with the payments module's `onRefundSettled` (decision 0037).
 *
 * @module
 */

export { settleDisputeOfRefund } from "./dispute-refund";
export { disputeHoldingPayout, refuseHeldPayout } from "./payout-hold";
