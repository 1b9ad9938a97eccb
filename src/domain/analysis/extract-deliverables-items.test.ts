import { describe, expect, it } from "vitest";
import { readDeliverables as read } from "./read-deliverables.test-helper";

/** What a company site shows, what is written for each of its items, and what is built once or not made at all. */
describe("extractDeliverables: catalogues, texts per item and things made once", () => {
  it("reads a company site's items shown with their details as its catalogue", () => {
    const catalogue = (description: string) =>
      read(description, "Company website")
        .filter((d) => d.kind === "catalogue")
        .map((d) => d.quantity);
    expect(catalogue("Around 25 products to show with photo, material grade and weight range.")).toEqual([
      25,
    ]);
    expect(
      catalogue("Need website 6-7 pages plus a product section of around 80 products, each with CAS no."),
    ).toEqual([80]);
    expect(
      catalogue(
        "Website pages: Home, About, Products (12 products, each with crop usage and dose), Contact.",
      ),
    ).toEqual([12]);
    expect(
      catalogue(
        "We want our own website where we list roughly forty to fifty active listings at any time, each with photos.",
      ),
    ).toEqual([50]);
    expect(catalogue("Want a website where our 15-20 packages are shown with itinerary day wise.")).toEqual([
      20,
    ]);
    // Items moved from the old store are its import, not a catalogue to load.
    expect(
      catalogue("Please move everything to WooCommerce: about 3,500 products with attributes and images."),
    ).toEqual([]);
  });

  it("reads a text for each item as descriptions, counted where the brief counts the items", () => {
    const descriptions = (description: string) =>
      read(description, "Website")
        .filter((d) => d.kind === "product_descriptions")
        .map((d) => [d.quantity, d.wordsEach]);
    expect(
      descriptions(
        "Our website has 25 packages with only bullet itineraries. Need a proper write-up for each package (around 400 words).",
      ),
    ).toEqual([[25, 400]]);
    expect(
      descriptions(
        "Starting with 60 products. For each product we need a nice description, about 100-120 words each.",
      ),
    ).toEqual([[60, 110]]);
    expect(descriptions("We also need short 150-200 word write-ups for each of the 18 projects.")).toEqual([
      [18, 175],
    ]);
    // Descriptions a title names, counted by the SKUs the body lists (a range's upper end).
    expect(
      read(
        "We're listing our bedsheet range on Flipkart. Roughly 200-250 SKUs. Each needs 60-80 words plus title.",
        "Product copy for marketplace listings",
      )
        .filter((d) => d.kind === "product_descriptions")
        .map((d) => [d.quantity, d.wordsEach]),
    ).toEqual([[250, 70]]);
  });

  it("builds a monthly report once, and reads technical drawings as the client's documents, not illustrations", () => {
    expect(
      read(
        "Need someone to manage our FB and Insta page for 3 months: daily posting, run boosted ads, monthly report of reach and leads.",
      ).filter((d) => d.kind === "feature"),
    ).toMatchObject([{ quantity: 1 }]);
    expect(
      read(
        "We have about 40 PDF drawing sets and tender documents, need the bill of quantities typed into Excel.",
      ).map((d) => d.kind),
    ).not.toContain("illustrations");
  });

  it("reads post captions as captions, not post designs", () => {
    expect(
      read(
        "30 posts ke captions chahiye, sirf caption + hashtags chahiye.",
        "FB insta post captions chahiye",
      ).map((d) => d.kind),
    ).toEqual(["social_captions"]);
  });
});

describe("packs named twice over, and mockups of every product", () => {
  const packs = (description: string, title?: string) =>
    read(description, title).map((d) => [d.kind, d.title, d.quantity]);

  it("reads 'pouch packaging' and 'shipping carton box design' as one pack each, not a pack beside a box", () => {
    expect(packs("Need 5 jar label designs and 1 shipping carton box design that holds 12 jars.")).toEqual([
      ["packaging", "Jar label", 5],
      ["packaging", "Shipping carton", 1],
    ]);
    expect(packs("Printer-ready files please.", "Pouch packaging for 6 namkeen flavours")).toEqual([
      ["packaging", "Pouch", 6],
    ]);
  });

  it("counts '3D mockups of all 8' as eight mockups: the 3 of '3D' is no count", () => {
    const spices = packs("Also 3D mockups of all 8 for our Amazon listing.", "Pouch design for 8 spices");
    expect(spices).toContainEqual(["mockups", "3D mockups", 8]);
    // The store's listing is where the mockups go, not copy to write.
    expect(spices.map(([kind]) => kind)).not.toContain("product_descriptions");
    expect(packs("Need 5 realistic 3D mockups of our jars.", "Jar labels")).toContainEqual([
      "mockups",
      "3D mockups",
      5,
    ]);
  });
});
