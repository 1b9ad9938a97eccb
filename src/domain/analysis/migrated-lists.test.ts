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

  it("counts the records an import names as SKUs or cases, not another number of the brief", () => {
    const imports = (description: string, title: string) =>
      read(description, title)
        .filter((d) => d.kind === "data_migration")
        .map((d) => [d.quantity, d.assumed]);
    expect(
      imports(
        "Need simple software for stock.\nAbout 3,500 SKU (size-colour wise) are in Excel, that has to be imported.",
        "Stock software for our factory",
      ),
    ).toEqual([[3_500, false]]);
    expect(
      imports(
        "We want a web based case diary. Only 3 users. Import our Excel of ~2500 cases.",
        "Case diary web app for advocates",
      ),
    ).toEqual([[2_500, false]]);
  });

  it("reads no migration from a list led by something else", () => {
    const kinds = read(
      "Pages we need:\n- 12 product pages\n- 3 blog pages\n- contact",
      "Company website",
    ).map((d) => d.kind);
    expect(kinds).not.toContain("data_migration");
  });
});

describe("a migration list after a paragraph", () => {
  it("reads the list under a paragraph that ends on its heading, past a blank line, counts in words", () => {
    const moved = read(
      "Our old software is a desktop application (FoxPro). We need someone to extract and clean the data and import " +
        "into the new ERP templates:\n\n- Student master: about twelve thousand students\n" +
        "- Fee transactions for last three academic years: approx 85,000 rows\n- Staff master: 340 staff",
      "Data migration from old school software to new ERP",
    );
    expect(moved.filter((d) => d.kind === "data_migration").map((d) => d.quantity)).toEqual([
      12_000, 85_000, 340,
    ]);
    expect(moved.map((d) => d.kind)).not.toContain("web_app");
  });
});

describe("records a brief counts by their own names", () => {
  it("reads members that 'need to come into the system' and biodata to import as counted data imports", () => {
    const counted = (sentence: string) =>
      read(`We need a web app for our gym. ${sentence}`, "Gym web app")
        .filter((d) => d.kind === "data_migration")
        .map((d) => d.quantity);
    expect(
      counted("We have about 1,400 active members in Excel, those need to come into the system on day one."),
    ).toEqual([1_400]);
    expect(counted("We also have about 3,000 biodata in Excel sheets which should be imported.")).toEqual([
      3_000,
    ]);
  });
});

describe("pieces a migration moves", () => {
  it("moves the blog posts a site migration counts instead of writing them, and writes those asked to be written", () => {
    const kinds = (description: string) => read(description, "Wix to WordPress").map((d) => d.kind);
    expect(kinds("Moving our company site from Wix to WordPress. 25 pages + 60 blog posts.")).not.toContain(
      "articles",
    );
    expect(kinds("Moving our company site from Wix to WordPress. Also write 10 new blog posts.")).toContain(
      "articles",
    );
  });
});
