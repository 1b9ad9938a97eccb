import { describe, expect, it } from "vitest";
import { httpsLinkSchema, imageUrlSchema } from "./links";

describe("links (issue 19 item 7)", () => {
  it("takes https links to a public name, trimmed", () => {
    expect(httpsLinkSchema.parse(" https://example.in/work?x=1 ")).toBe("https://example.in/work?x=1");
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "http://example.in",
    "data:text/html,<script>alert(1)</script>",
    "//example.in/x",
    "https://localhost/x",
    "https://10.0.0.1/x",
    `https://example.in/${"a".repeat(500)}`,
  ])("refuses %s", (link) => {
    expect(httpsLinkSchema.safeParse(link).success).toBe(false);
    expect(imageUrlSchema.safeParse(link).success).toBe(false);
  });

  it("takes the server's own profile image path as an image, and no other path", () => {
    const own = "/api/profile-images/0b6f4a1c-6d1e-4a8f-9c7e-2b3d4e5f6a7b?v=abc123";
    expect(imageUrlSchema.parse(own)).toBe(own);
    expect(imageUrlSchema.safeParse("/api/profile-images/../auth/sign-out").success).toBe(false);
    expect(httpsLinkSchema.safeParse(own).success).toBe(false);
  });
});
