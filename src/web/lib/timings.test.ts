import { describe, expect, it } from "vitest";
import * as t from "./timings";

describe("interface timings (spec 1 §2, §4, §9; spec 2 §7, §9)", () => {
  it("are the spec's milliseconds", () => {
    expect(t.SESSION_REFRESH_BACKOFF_START_MS).toBe(200);
    expect(t.UNREAD_REFRESH_MS).toBe(300_000);
    expect(t.PAYMENT_BANNER_MS).toBe(5_000);
    expect(t.SUCCESS_TOAST_MS).toBe(3_000);
    expect(t.RECEIPT_PRINT_DELAY_MS).toBe(250);
    expect(t.RECEIPT_BUTTON_RESET_MS).toBe(1_000);
  });
});
