import { describe, expect, it } from "vitest";
import { extractDeliverables } from "./extract-deliverables";
import { readDeliverables as read } from "./read-deliverables.test-helper";

const kinds = (description: string, title = "Project") => read(description, title).map((d) => d.kind);

/** A service, a feature or sign-in is a part of a build: without a site, app or API to build, it is not planned. */
describe("parts need something to be part of", () => {
  it("reads a channel or a subject of a design or content brief as no integration", () => {
    expect(
      kinds(
        "We'd like a wedding card (main invite, 5x7, Hindi and English). For WhatsApp sharing and A4 print.",
      ),
    ).toEqual(["print_items"]);
    expect(
      kinds("We want a thought-leadership whitepaper on credit on UPI, about 4,000 words."),
    ).not.toContain("integration");
  });

  it("reads the screens of an app to design as screens, not as sign-in, features and payments to build", () => {
    expect(
      kinds(
        "Need the UI of our food delivery app designed in Figma, 18 screens: login, menu listing, cart, checkout, order tracking.",
        "Food app UI design",
      ),
    ).toEqual(["ui_design"]);
  });

  it("lists a sentence that named only a part as not estimated, with why", () => {
    const { deliverables, notEstimated } = extractDeliverables({
      title: "Diwali posts",
      description: "Need 10 Instagram posts for Diwali offers. Customers pay through a Razorpay link.",
    });
    expect(deliverables.map((d) => d.kind)).toEqual(["social_graphics"]);
    expect(notEstimated).toEqual([
      expect.objectContaining({
        text: "Customers pay through a Razorpay link.",
        reason: expect.stringMatching(/part of a site or an app, and this brief asks for none/),
      }),
    ]);
  });

  it("keeps a part asked for in so many words: the client's own site or app carries it", () => {
    expect(
      kinds("Need 10 Instagram posts for Diwali offers. Also integrate Razorpay on our site for orders."),
    ).toEqual(expect.arrayContaining(["social_graphics", "integration"]));
  });

  it("keeps the parts of a build beside design work", () => {
    expect(kinds("A 5-page website with Razorpay payments, and 10 Instagram posts for the launch.")).toEqual(
      expect.arrayContaining(["site_pages", "integration", "social_graphics"]),
    );
  });

  it("reads a web presence and a ticket booking page as a site to build", () => {
    expect(
      read(
        "Till now only a Facebook page. We need a web presence of around 8 pages (about, programmes, team, contact), donations through UPI.",
      ).find((d) => d.kind === "site_pages")?.quantity,
    ).toBe(8);
    expect(
      kinds(
        "Need a ticket booking page asap for our comedy show. PhonePe payment gateway. Also 4 insta post designs to promote it.",
      ),
    ).toEqual(expect.arrayContaining(["site_pages", "integration", "social_graphics"]));
  });

  it("reads a brochure attached to a mail as the client's own, not a print piece", () => {
    expect(
      kinds(
        "Our WordPress contact form enquiries should go into a Google Sheet, and the person should get an auto reply email with our course brochure PDF attached.",
      ),
    ).not.toContain("print_items");
  });

  it("reads a section named in the sentence that asks for the site as one of its pages, a form asked apart as a feature", () => {
    const titles = read(
      "4 page site for our homestay in Munnar (home, rooms, gallery, contact). Contact page must have an enquiry form that emails us.",
    ).map((d) => `${d.kind}: ${d.title.toLowerCase()}`);
    expect(titles).not.toContain("feature: gallery");
    expect(titles).toContain("feature: enquiry form");
  });

  it("reads 'our own website' as a site the client wants, with the booking engine it carries", () => {
    expect(
      kinds("We are on Airbnb and will stay there. We want our own website and a booking engine."),
    ).toEqual(["site_pages", "integration"]);
  });
});
