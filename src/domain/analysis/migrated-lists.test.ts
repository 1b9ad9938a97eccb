import { describe, expect, it } from "vitest";
import { readDeliverables as read } from "./read-deliverables.test-helper";

describe("a list of migrated records", () => {
  it("moves each line's records as a migration of its own, not a catalogue to upload or accounts to build", () => {
    const deliverables = read(
      "Store on OpenCart 2.3, moving to WooCommerce.\nData to migrate:\n" +
        "- 2,300 products with images, categories, attributes, SEO URLs\n" +
        "- ~9,000 customer accounts (passwords should keep working if possible)\n" +
        "- order history for last 2 years (around 15k orders)\n- reviews\n\nAlso:\n- 301 redirects for all old URLs",
      "Migrate OpenCart 2.3 store to WooCommerce",
    );
    expect(
      deliverables.filter((d) => d.kind === "data_migration").map((d) => [d.title, d.quantity, d.assumed]),
    ).toEqual([
      ["Products with images", 2_300, false],
      ["Customer accounts", 9_000, false],
      ["Order history", 15_000, false],
      ["Reviews", 1_000, true],
    ]);
    expect(deliverables.map((d) => d.kind)).not.toContain("catalogue");
    expect(deliverables.map((d) => d.kind)).not.toContain("login");
    expect(deliverables.map((d) => d.kind)).toContain("feature");
  });

  it("reads no migration from a list led by something else", () => {
    const kinds = read(
      "Pages we need:\n- 12 product pages\n- 3 blog pages\n- contact",
      "Company website",
    ).map((d) => d.kind);
    expect(kinds).not.toContain("data_migration");
  });
});
