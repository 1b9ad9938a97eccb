/**
 * Kept only for `components/record-payout-dialog.tsx`, which another change is editing: its import moves
 * to `./record-payout` with that change, and this file goes. The project's payout endpoints are one file
 * each: get-project-payouts, get-project-team, record-payout, change-payout-status.
 */
export { useRecordPayout } from "./record-payout";
