import { describe, expect, it } from "vitest";
import { extractDeliverables } from "./extract-deliverables";
import { readDeliverables as read } from "./read-deliverables.test-helper";

describe("extractDeliverables", () => {
  it("reads every part of a mixed brief with its quantity, in words or digits", () => {
    const parts = read(
      "We need a brand mark (3 concepts), a five-page website with a contact form, and forty articles of about 2,000 words. And also twenty ads in four sizes.",
    );
    expect(parts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "logo", quantity: 3, assumed: false }),
        expect.objectContaining({ kind: "site_pages", quantity: 5, assumed: false }),
        expect.objectContaining({ kind: "feature" }),
        expect.objectContaining({ kind: "articles", quantity: 40, wordsEach: 2000 }),
        expect.objectContaining({ kind: "ad_creatives", quantity: 20, variants: 4 }),
      ]),
    );
  });

  it("reads accounts asked for, not a registration fee, and skips what the client is not looking for", () => {
    const yoga = read(
      "1) website – 5 pages (home, teachers, schedule, retreats, contact)\n2) students should create an account\n" +
        "3) pay the registration fee of Rs 500 online. We are not looking for a mobile app. Not looking for ads.",
    );
    expect(yoga.filter((d) => d.kind === "login")).toHaveLength(1);
    expect(yoga.some((d) => d.kind === "mobile_app" || d.kind === "ad_creatives")).toBe(false);
  });

  it("reads what the client says it has or will supply, named before the verb, as nothing to make", () => {
    for (const supplied of [
      "Logo and colours are fixed.",
      "Logo, photos and page text we have.",
      "Artists names and sponsors logos will be shared.",
      "Logo and product photographs are ready.",
      "Hamare paas logo aur photos hai.",
      "We have: logo, product photos, all product descriptions written (by a friend).",
      "4. Content, photographs and logo shall be provided by the Society.",
      "Design aapko hi karna hai, hamare paas sirf logo hai.",
    ]) {
      const kinds = read(`We need a 5 page website for our shop. ${supplied}`).map((d) => d.kind);
      expect(kinds, supplied).toEqual(["site_pages"]);
    }
    expect(read("We need 30 Instagram posts. Captions we write.").map((d) => d.kind)).toEqual([
      "social_graphics",
    ]);
    // A bullet asks, and a remark in brackets supplies only what it names.
    expect(read("We need:\n• 6 infographics for our impact report (data tables will be provided)")).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: "infographics", quantity: 6 })]),
    );
    // Asking in the same sentence still asks.
    expect(read("The logo is ready, please design 10 Instagram posts with it.").map((d) => d.kind)).toEqual([
      "social_graphics",
    ]);
  });

  it("reads each pack a packaging brief names, once, and what a pack holds as no pack", () => {
    const tea = read(
      "Need packaging design: 3 tin wraps (one per tea) and 2 stand-up pouches. Plus 5 realistic 3D mockups.",
      "Packaging for Darjeeling tea – 3 tins, 2 pouches + mockups",
    );
    expect(tea.filter((d) => d.kind === "packaging").map((d) => d.quantity)).toEqual([3, 2]);
    expect(tea.some((d) => d.kind === "ui_design")).toBe(false);
    expect(
      read("Packaging for a takeaway cup and a paper bag.").filter((d) => d.kind === "packaging"),
    ).toEqual([
      expect.objectContaining({ quantity: 1, assumed: false }),
      expect.objectContaining({ quantity: 1, assumed: false }),
    ]);
    const gift = read(
      "Pouch packaging for 4 variants, 250 g stand-up pouch. Also one premium gift box that holds 3 tins.",
      "Tea brand - 4 pouches + gift box",
    ).filter((d) => d.kind === "packaging");
    expect(gift.map((d) => d.quantity)).toEqual([4, 1]);
  });

  it("reads staff who can post or upload, and a CMS for named content, as an admin panel", () => {
    expect(read("Staff can post notices and upload gallery photos.")).toContainEqual(
      expect.objectContaining({ kind: "admin_panel" }),
    );
    expect(read("We also need a CMS for advisories, tenders, gallery.")).toContainEqual(
      expect.objectContaining({ kind: "admin_panel" }),
    );
    // What the client will do with the work asks for no admin.
    expect(
      read("Also 8 matching social graphics so we can post the same story on insta.").some(
        (d) => d.kind === "admin_panel",
      ),
    ).toBe(false);
  });

  it("reads guides a product's users read as documentation, and one page's copy as one page", () => {
    expect(read("We need an admin guide for distributors and a quickstart guide.")).toContainEqual(
      expect.objectContaining({ kind: "technical_docs" }),
    );
    expect(read("We need landing page copy.")).toContainEqual(
      expect.objectContaining({ kind: "web_copy", quantity: 1, assumed: false }),
    );
  });

  it("reads a printed catalogue as print, and a size's digits as no count", () => {
    const kinds = read("Also a printed product catalogue, 24 pages.").map((d) => d.kind);
    expect(kinds).toContain("print_items");
    expect(kinds).not.toContain("catalogue");
    expect(read("Expo kit: 20x10 ft hoarding, entry pass.")).toContainEqual(
      expect.objectContaining({ kind: "print_items", quantity: 1 }),
    );
  });

  it("reads a site's or app's behaviours as features: redirects, dark mode, certificates, scheduled mails, load", () => {
    const features = (text: string) => read(text).filter((d) => d.kind === "feature").length;
    expect(features("All old WooCommerce URLs need 301 redirects.")).toBe(1);
    expect(features("Add dark mode to the app.")).toBe(1);
    expect(features("Students get completion certificates after the course.")).toBe(1);
    expect(features("A scheduled weekly summary email every Monday 9 AM.")).toBe(1);
    expect(features("The test portal must handle about 4,000 concurrent test-takers.")).toBe(1);
    expect(read("Students get completion certificates.").some((d) => d.kind === "print_items")).toBe(false);
    expect(read("Residents can book amenities (clubhouse/hall) in the society app.")).toContainEqual(
      expect.objectContaining({ kind: "integration", title: expect.stringMatching(/book amenities/i) }),
    );
  });

  it("reads records brought into the new system as a data migration with their count", () => {
    expect(
      read(
        "We have an old HMS with about 80,000 patient records that should be brought into the new system.",
      ),
    ).toContainEqual(expect.objectContaining({ kind: "data_migration", quantity: 80_000 }));
  });

  it("reads a deliverable said to exist as the client's, not one to make", () => {
    expect(read("Packaging for 8 masala pouches. Logo exists.").some((d) => d.kind === "logo")).toBe(false);
  });

  it("reads what a clause asks for after one that says what the client lacks", () => {
    expect(read("We don't have a brand yet so need the brand identity done first.")).toContainEqual(
      expect.objectContaining({ kind: "brand_identity" }),
    );
  });

  it("reads Hinglish refusals and 'for our site' as asking for nothing", () => {
    const kinds = read(
      "Hamari clinic ki website ke liye 20 blog articles chahiye. Simple Hindi, Google translate bilkul nahi.",
    ).map((d) => d.kind);
    expect(kinds).toEqual(["articles"]);
  });

  it("leaves out what the client defers: 'can come later', 'not now', 'maybe later', 'phase 2'", () => {
    const kinds = (description: string) => read(description).map((d) => d.kind);
    expect(kinds("We need a web app of 12 screens. Mobile app can come later, not now.")).toEqual([
      "web_app",
    ]);
    expect(kinds("A 6-page website (blog maybe later). Phase 2: an Android app.")).toEqual(["site_pages"]);
    expect(
      kinds("Expose 20 API endpoints so our own team can build a mobile app on it later. Also a logo."),
    ).toEqual(["api_endpoints", "logo"]);
    expect(kinds("Online appointment booking where patients pay later at the clinic.")).toContain(
      "integration",
    );
  });

  it("reads a document's pages as the layout's pages, not a website's", () => {
    expect(
      read(
        "A 6,000 word whitepaper, designed as a nice PDF (about 20 pages). We will share it on our website.",
      ),
    ).toEqual([
      expect.objectContaining({ kind: "long_form", quantity: 6000 }),
      expect.objectContaining({ kind: "print_items", quantity: 1, pagesEach: 20 }),
    ]);
  });

  it("reads listing banners as ads, realistic mockups as mockups, and a portal's job board, events and admin", () => {
    const named = (description: string) => read(description).map((d) => [d.kind, d.quantity]);
    expect(named("Also 8 banners for Swiggy/Zomato listing & offers.")).toEqual([["ad_creatives", 8]]);
    expect(named("We need 6 realistic mockups for Amazon.")).toEqual([["mockups", 6]]);
    expect(
      named(
        "An alumni portal with a job board, an events page, pincode check and admin for the alumni office.",
      ),
    ).toEqual(
      expect.arrayContaining([
        ["feature", 1],
        ["admin_panel", 8],
      ]),
    );
    // The usual six screens and one for each of its two functions.
    expect(named("An alumni portal with a job board and an events page.")).toEqual([
      ["web_app", 8],
      ["feature", 1],
      ["feature", 1],
    ]);
  });

  it("leaves out a build someone else does and what the client will supply", () => {
    const kinds = (description: string) => read(description).map((d) => d.kind);
    expect(
      kinds(
        "Relaunching our website on Shopify next month – the store is already set up by our agency. Need 45 product descriptions, we'll share the label info.",
      ),
    ).toEqual(["product_descriptions"]);
    expect(kinds("We will provide the logo and photos; you design 3 flyers.")).toEqual(["print_items"]);
  });

  it("reads a link to a system no rule names, but not a wish to reach people", () => {
    const titles = (description: string) =>
      extractDeliverables({ title: "Project", description })
        .deliverables.filter((d) => d.kind === "integration")
        .map((d) => d.title);
    expect(titles("Connect the site to our Petpooja POS. Sync orders with Unicommerce.")).toEqual([
      "Connect the site to our Petpooja POS",
      "Sync orders with Unicommerce",
    ]);
    expect(titles("Exotel integration for calls, and Aadhaar eKYC.")).toEqual([
      "Exotel integration",
      "Aadhaar eKYC",
    ]);
    expect(titles("Blog posts that connect with our audience. Add a link to our Instagram.")).toEqual([]);
  });

  it("reads what a user can do in a site or app as a feature, unless a named link already reads it", () => {
    const read2 = (description: string) =>
      extractDeliverables({ title: "Project", description }).deliverables.map((d) => [d.kind, d.title]);
    expect(read2("We need a portal. Teachers should be able to mark homework as checked.")).toEqual([
      ["web_app", "Portal"],
      ["feature", "Teachers should be able to mark homework as checked"],
    ]);
    expect(read2("Customers should be able to pay via Razorpay on the site.")).toEqual([
      ["integration", "Razorpay"],
    ]);
  });

  it("reads a sentence that only describes the client as asking for nothing", () => {
    const kinds = (description: string) => read(description).map((d) => d.kind);
    expect(
      kinds(
        "We're a Mumbai fintech (savings + UPI app). Our help centre has 140 articles written by support agents. Need a copyedit of all 20,000 words.",
      ),
    ).toEqual(["editing"]);
    expect(kinds("Our website is old and slow. We need a new 6-page website.")).toEqual(["site_pages"]);
  });

  it("reads a design-only brief as screens to design, the app's parts not built", () => {
    expect(
      read(
        "Figma design only, no development — our developers will build it in Flutter. We need 25 screens for a delivery app: search, cart, checkout and order tracking. And 20 custom icons.",
      ).map((d) => [d.kind, d.quantity]),
    ).toEqual([
      ["ui_design", 25],
      ["icons", 20],
    ]);
  });

  it("reads a ticket page, its QR tickets and an admin screen; a refusal is not an unestimated ask", () => {
    const brief = extractDeliverables({
      title: "ticket booking page for standup show",
      description:
        "After payment the buyer should get a QR ticket on email. Reception staff need a simple admin screen to see the day's bookings. We do NOT need a mobile app, the website is enough.",
    });
    expect(brief.deliverables.map((d) => d.kind)).toEqual(
      expect.arrayContaining(["site_pages", "feature", "admin_panel"]),
    );
    expect(brief.deliverables.map((d) => d.kind)).not.toContain("mobile_app");
    expect(brief.notEstimated).toEqual([]);
  });

  it("reads sizes as sizes, and an existing site as no site to build", () => {
    expect(read("We need 2 hoardings of 40x20 ft.")).toContainEqual(
      expect.objectContaining({ kind: "print_items", quantity: 2 }),
    );
    expect(read("Plus a shop-front signboard 12 ft x 3 ft.")).toEqual([
      expect.objectContaining({ kind: "print_items", quantity: 1 }),
    ]);
    expect(
      read(
        "We have a WordPress website. When someone fills the form, the lead should be created in our Zoho CRM. Also add a click-to-chat WhatsApp button on all pages.",
        "Connect website enquiry form to Zoho CRM",
      ).map((d) => d.kind),
    ).not.toContain("site_pages");
  });

  it("reads e-mail flows listed with their counts, and a fashion label as a brand, not a label to print", () => {
    expect(
      read("Need email copy:\n• Welcome series — 5 emails\n• Abandoned cart — 3 emails").map((d) => [
        d.kind,
        d.quantity,
      ]),
    ).toEqual([
      ["emails", 5],
      ["emails", 3],
    ]);
    expect(read("Our streetwear label needs 5 illustrated t-shirt graphics.").map((d) => d.kind)).toEqual([
      "illustrations",
    ]);
  });

  it("skips what the client already has, but not what it asks for beside what it has", () => {
    const kinds = (description: string) => read(description).map((d) => d.kind);
    expect(kinds("Need a menu card. Logo we already have so dont need logo.")).toEqual(["print_items"]);
    expect(kinds("Set up the theme. No redesign, no new logo. Our brand colours are fixed.")).not.toContain(
      "logo",
    );
    expect(kinds("Our brand colours are fixed. We need 10 Instagram posts.")).toEqual(["social_graphics"]);
    expect(kinds("First, a new brand identity (we have a name, no logo).")).toEqual(["brand_identity"]);
  });

  it("reads items uploaded to a shop as its catalogue, whatever the shop sells", () => {
    expect(
      read(
        "Shopify store setup.\n- upload 150 sarees (photos + details given in Excel, descriptions written by us)",
      ),
    ).toContainEqual(expect.objectContaining({ kind: "catalogue", quantity: 150 }));
  });

  it("states in-scope work when a count or an ordered build names it, even beside out-of-scope words", () => {
    const states = (description: string) =>
      extractDeliverables({ title: "Project", description }).statesInScopeWork;
    expect(states("Humein 12 reel scripts chahiye, shooting aur editing hum khud karenge.")).toBe(true);
    expect(states("Want a WhatsApp chatbot on my business number that answers FAQs.")).toBe(true);
    expect(states("Upload the refined lead list into our HubSpot CRM.")).toBe(false);
    // An out-of-scope word in another clause of the sentence does not hide the ads asked for.
    expect(
      states(
        "We need 5 Facebook ads in 2 sizes each, and a 4-page microsite whose form pushes leads to Salesforce.",
      ),
    ).toBe(true);
    expect(states("Run our Facebook ads and grow our leads for 3 months.")).toBe(false);
  });

  it("skips what a clause refuses and what only describes the client", () => {
    const kinds = read(
      "We run a grocery store. We do NOT need a mobile app and we do NOT need online payment or a cart. We need a simple website with a WhatsApp button.",
    ).map((d) => d.kind);
    expect(kinds).toContain("site_pages");
    expect(kinds).not.toContain("mobile_app");
    expect(kinds).not.toContain("feature");
    expect(read("Write 10 articles for our website.").map((d) => d.kind)).toEqual(["articles"]);
  });

  it("lists an asking sentence that maps to nothing, and an out-of-scope one with its family", () => {
    const { notEstimated } = extractDeliverables({
      title: "Bakery",
      description: "We need a website. We also want someone to run our Facebook ads.",
    });
    expect(notEstimated).toHaveLength(1);
    expect(notEstimated[0].text).toMatch(/Facebook ads/);
    expect(notEstimated[0].reason).toMatch(/^Outside Kaarya's categories/);
  });
});
