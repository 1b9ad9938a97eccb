import { describe, expect, it } from "vitest";
import { readDeliverables as read } from "./read-deliverables.test-helper";

const catalogue = (description: string, title = "Project") =>
  read(description, title).find((d) => d.kind === "catalogue");

/** Counts a brief states away from the piece they count (brief-counts.ts). */
describe("a shop's items, whatever it sells", () => {
  it("counts the items the catalogue's own sentence names", () => {
    expect(
      catalogue(
        "Need a B2B website: Home, About, Contact. Plus a product catalogue of about 120 parts, each with drawing PDF and sizes.",
      ),
    ).toMatchObject({ quantity: 120, assumed: false });
  });

  it("counts the items a sentence about loading them names, not the people the shop sells to", () => {
    expect(
      catalogue(
        "We sell to about 500 retailers. We want a B2B website where retailers can browse our catalogue and send an enquiry. About 150 designs to load at start, photos and details in Excel.",
      ),
    ).toMatchObject({ quantity: 150, assumed: false });
  });

  it("keeps the assumed count when the brief names no items", () => {
    expect(
      catalogue("We want an online store for our bakery with a product catalogue and UPI payment."),
    ).toMatchObject({
      assumed: true,
    });
  });

  it("reads a catalogue whose products each have a PDF brochure to download, and no brochure to design", () => {
    const read45 = read(
      "Need website: home, about, dealers, contact + product catalogue of 45 models with specification table and PDF brochure download for each.",
    );
    expect(read45.find((d) => d.kind === "catalogue")).toMatchObject({ quantity: 45 });
    expect(read45.map((d) => d.kind)).not.toContain("print_items");
  });
});

describe("counts given by another piece or sentence", () => {
  it("gives each counted piece its own featured image ('10 blog posts …, each with a custom featured image')", () => {
    expect(
      read(
        "10 blog posts (1,000-1,200 words) on Himachal destinations, each with a custom featured image designed to our template.",
      ).find((d) => d.kind === "social_graphics"),
    ).toMatchObject({ quantity: 10, assumed: false });
  });

  it("counts ads by the designs a sentence of their own counts", () => {
    expect(
      read("Need ad creatives for our Diwali sale. 6 designs, each in 3 sizes.").find(
        (d) => d.kind === "ad_creatives",
      ),
    ).toMatchObject({ quantity: 6, assumed: false });
  });

  it("counts mockups by the designs they show, which are not designs to make", () => {
    expect(
      read("Need realistic mockups of 8 t-shirt designs (front and back) for our online store.").map((d) => [
        d.kind,
        d.quantity,
      ]),
    ).toEqual([["mockups", 8]]);
  });
});

describe("a site's pages listed one a line, the first named 'home page'", () => {
  it("counts every line of the list as a page of the site, not the home page alone", () => {
    const site = read(
      "I want a fresh fast site with:\n\n- home page showing latest and popular recipes\n- recipe page with ingredients, steps, print button\n- category pages (sweets, fish, veg)\n- about me and contact",
      "Food blog",
    ).find((d) => d.kind === "site_pages");
    expect(site).toMatchObject({ title: "Site", quantity: 4, assumed: false });
  });
});
