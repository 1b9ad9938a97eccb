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
