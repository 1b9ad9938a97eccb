import { describe, expect, it } from "vitest";
import { PAYOUT_METHODS } from "../payouts/payouts";
import { paymentMethodLabel } from "./method-label";

describe("paymentMethodLabel (issue 19 item 19)", () => {
  it("writes UPI and the other payout methods as people do", () => {
    expect(PAYOUT_METHODS.map(paymentMethodLabel)).toEqual(["Bank transfer", "UPI", "Cheque", "Other"]);
  });

  it("names gateways and instruments, reads unknown codes as words, and shows a dash for none", () => {
    expect(["razorpay", "phonepe", "sandbox", "coupon", "netbanking", "UPI"].map(paymentMethodLabel)).toEqual(
      ["Razorpay", "PhonePe", "Sandbox", "Coupon", "Net banking", "UPI"],
    );
    expect(paymentMethodLabel("pay_later")).toBe("Pay later");
    expect(paymentMethodLabel(null)).toBe("—");
  });
});
