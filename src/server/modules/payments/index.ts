/**
 * What other modules may use of payments (issue 18 item 2: a module imports another only through its
 * index.ts, checked by .dependency-cruiser.cjs).
 *
 * @module
 */
export { notifyPaymentDue } from "./notify-payment-due";
