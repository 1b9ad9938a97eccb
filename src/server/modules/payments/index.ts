/**
 * What other modules may use of payments (issue 18 item 2: a module imports another only through its
 * index.ts, checked by .dependency-cruiser.cjs). The payment core (`core/`, decision 0031) serves project
 * and subscription payments alike: starting a payment (pending-payment reuse, coupon pricing and
 * reservation, the gateway order), applying a verified result, a subscription's activation, failing a
 * pending payment, refunds (decision 0034); it calls no other payment module back. Modules that depend on
 * payments hear of settled refunds through listeners they register with `onRefundSettled` (decision 0037).
 *
 * @module
 */
export { activateSubscription, lockPayer } from "./core/activate-subscription";
export { checkCoupon } from "./core/coupon-use";
export { failPendingPayment } from "./core/pending-expiry";
export {
  type AppliedRefund,
  applyRefundStatement,
  capturedPaise,
  REFUND_REASON_MAX,
  refreshRefund,
  refundablePaise,
  refundPayment,
  refundsOfPayment,
} from "./core/refund-payment";
export { onRefundSettled, type RefundSettled, type RefundSettledListener } from "./core/refund-settled";
export { type RefundRequest, type RefundView, toRefundView } from "./core/refund-view";
export {
  checkoutAnswer,
  gatewayForPayer,
  type Initiation,
  initiationSchema,
  openCheckout,
  type PaymentCall,
  startPayment,
} from "./core/start-payment";
export { notifyPaymentDue } from "./notify-payment-due";
export { lockPayableItem, refusalError } from "./payable-item";
export { sameItem } from "./payment-rows";
