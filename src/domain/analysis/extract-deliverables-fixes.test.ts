import { describe, expect, it } from "vitest";
import { extractDeliverables } from "./extract-deliverables";
import { readDeliverables as read } from "./read-deliverables.test-helper";

const kinds = (description: string, title?: string) => read(description, title).map((d) => d.kind);

/** What a brief with fixes names in its list of defects (extract-deliverables.ts, `listsDefect`). */
describe("a brief's list of defects", () => {
  it("reads what a defect line names as the part to fix, even beside writing, design or new work", () => {
    expect(
      kinds(
        "List of problems on our saree store:\n- invoice PDF shows wrong GST % for silk category\n" +
          "- abandoned cart email template has old logo\n- coupon 'FIRST10' applying twice\n" +
          "- OTP sms not coming for Jio numbers\nThat is 4 things, please fix.",
        "Magento site issues",
      ),
    ).toEqual(["maintenance"]);
    expect(
      kinds(
        "Our website has issues:\n1) cart total wrong when quantity changed\n2) invoice PDF shows ₹ symbol as ?\n" +
          "Also want to add coupon codes (percentage/flat, expiry date) which admin can create.",
        "Fix 2 bugs in our Laravel order website + coupon codes",
      ),
    ).toEqual(["maintenance", "feature"]);
  });

  it("plans what a list line asks for when the brief fixes nothing, or the line is not a defect", () => {
    expect(kinds("We need:\n- invoice PDF generation\n- coupon codes for first orders")).toEqual([
      "feature",
      "feature",
    ]);
    expect(
      kinds("Please fix the slow checkout.\n- 301 redirects from old URLs\n- a new coupon system").filter(
        (kind) => kind === "feature",
      ),
    ).toHaveLength(2);
  });

  it("lists no defect line as not estimated, though the brief names something new", () => {
    const brief = extractDeliverables({
      title: "Magento site issues",
      description:
        "Problems on our store, please fix:\n- search not showing new arrivals\n- admin grid very slow\n- mobile menu not closing",
    });
    expect(brief.deliverables.map((d) => d.kind)).toEqual(["maintenance"]);
    expect(brief.notEstimated).toEqual([]);
  });
});
