import { describe, expect, it } from "vitest";
import { contactMessageSchema } from "./contact";

const valid = {
  name: "Priya Nair",
  email: "priya@example.in",
  subject: "Question about plans",
  message: "Does the Pro plan cover content projects?",
};

describe("contactMessageSchema", () => {
  it("accepts a complete message and trims it", () => {
    expect(contactMessageSchema.parse({ ...valid, name: "  Priya Nair " }).name).toBe("Priya Nair");
  });

  it.each([
    ["name", { name: "   " }],
    ["email", { email: "not-an-email" }],
    ["subject", { subject: "Hi\r\nBcc: someone@example.com" }],
    ["message", { message: "short" }],
    ["message", { message: "x".repeat(5001) }],
  ])("rejects a bad %s", (field, change) => {
    const result = contactMessageSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});
