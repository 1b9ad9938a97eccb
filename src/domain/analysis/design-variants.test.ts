import { describe, expect, it } from "vitest";
import { analyzeBrief } from "./analyze-brief";
import { designVersions, packDesigns } from "./design-variants";
import { readDeliverables as read } from "./read-deliverables.test-helper";

describe("designVersions", () => {
  it("reads two named versions either way round, and a stated count of them", () => {
    expect(designVersions("ui_design", "6 pages, desktop and mobile for each")).toBe(2);
    expect(designVersions("ui_design", "roughly 24 screens, in both light and dark mode")).toBe(2);
    expect(designVersions("icons", "24 custom icons in outline and filled styles")).toBe(2);
    expect(designVersions("icons", "40 line icons, svg, 24px grid, 2 weights (regular and bold)")).toBe(2);
    expect(
      designVersions("social_graphics", "20 instagram post designs, each one also as a story size version"),
    ).toBe(2);
    expect(designVersions("mockups", "6 store screenshots in phone frames, play and app store sizes")).toBe(
      2,
    );
    expect(designVersions("packaging", "6 pouches, each in 3 sizes")).toBe(3);
    expect(designVersions("packaging", "labels for 250g and 500g jars")).toBe(2);
  });

  it("reads a pack's flavours or varieties as its designs, not as versions of one", () => {
    expect(packDesigns("one box design in 6 flavours")).toBe(6);
    expect(packDesigns("one master template and 10 variety versions")).toBe(10);
    expect(designVersions("packaging", "one master template and 10 variety versions")).toBeUndefined();
  });

  it("reads none where the clause names no versions, or the kind has none", () => {
    expect(designVersions("icons", "30 icons for our app")).toBeUndefined();
    expect(designVersions("articles", "desktop and mobile")).toBeUndefined();
    expect(designVersions("packaging", "a box for 250 grams")).toBeUndefined();
  });
});

describe("versions of UI screens", () => {
  const today = new Date("2026-12-01T10:00:00Z");

  it("reads versions given in a line of their own as the screens' versions, not an ask left unpriced", () => {
    const brief = {
      title: "Figma UI for our fitness app",
      description: "Need the full UI design in Figma.",
      requirements: "- 24 app screens\n- Light + dark mode\n- Clickable prototype",
    };
    const analysis = analyzeBrief(brief, { today });
    expect(analysis.deliverables?.find((d) => d.kind === "ui_design")).toMatchObject({
      quantity: 24,
      variants: 2,
    });
    expect(analysis.notEstimated?.map((n) => n.text).join(" ")).not.toMatch(/dark mode/i);
  });

  it("prices each further version of a screen at 1.25 h, and none for one version", () => {
    const plan = (versions: string) =>
      analyzeBrief(
        { title: "Website UI redesign", description: `UI redesign in Figma: 6 pages${versions}.` },
        { today },
      );
    const both = plan(", desktop and mobile for each").breakdown.find((t) => /more version/.test(t.title));
    expect(both?.basis).toMatch(/^6 screens × 1\.25 h = 7\.5 h/);
    expect(plan("").breakdown.some((t) => /more version/.test(t.title))).toBe(false);
  });
});

describe("documents named one by one", () => {
  it("plans each named guide as one document, and no umbrella 'documentation' besides them", () => {
    const docs = read(
      "We need technical documentation for our SaaS: an administrator guide, a user guide and an integration guide.",
      "Docs",
    ).filter((d) => d.kind === "technical_docs");
    expect(docs.map((d) => d.quantity)).toEqual([1, 1, 1]);
  });

  it("reads seed packets, truck body branding and a quotation template as pieces, and 'logo hai' as a logo the client has", () => {
    const pieces = (description: string, title: string) =>
      read(description, title).map((d) => [d.kind, d.quantity]);
    expect(
      pieces("Need packet front + back design for each variety.", "Seed packet design for 10 varieties"),
    ).toEqual([["packaging", 10]]);
    expect(
      pieces(
        "Need: visiting card, quotation template, and truck body branding design for 32ft container.",
        "Stationery",
      ),
    ).toEqual([
      ["print_items", 1],
      ["print_items", 1],
      ["print_items", 1],
    ]);
    expect(
      pieces("need designs: 1 hang tag (2 sided), carton box outer marking design. logo hai.", "Hang tag"),
    ).not.toContainEqual(["logo", 3]);
  });
});
