import { describe, expect, it } from "vitest";
import { analyzeBrief } from "./analyze-brief";
import { readDeliverables as read } from "./read-deliverables.test-helper";

describe("extractDeliverables: quantities, lengths and variants", () => {
  it("reads a count marked after the name, a count times a length, and a count pointing back", () => {
    expect(read("One quarter: weekly newsletter emails x 12 (about 600 words each).")).toContainEqual(
      expect.objectContaining({ kind: "emails", quantity: 12, wordsEach: 600 }),
    );
    // A duration before the name is not its count.
    expect(
      read("A monthly newsletter written for 6 months, and LinkedIn carousels (8 of them) designed from it."),
    ).toContainEqual(expect.objectContaining({ kind: "social_graphics", quantity: 8 }));
    expect(read("Long-form pieces for our journal: 6 x 2,500-word pieces on actives.")).toContainEqual(
      expect.objectContaining({ kind: "articles", quantity: 6, wordsEach: 2500 }),
    );
    expect(
      read("Packaging for all 5 products. And product mockups for the 5 so we can start posting."),
    ).toContainEqual(expect.objectContaining({ kind: "mockups", quantity: 5, assumed: false }));
    expect(read("Menu booklet, and 6 Instagram highlight covers in the same style.")).toContainEqual(
      expect.objectContaining({ kind: "social_graphics", quantity: 6 }),
    );
  });

  it("reads one item named with 'a' or 'one', past a word naming what it is for", () => {
    expect(read("Annual report with 6 infographics and a cover illustration.")).toContainEqual(
      expect.objectContaining({ kind: "illustrations", quantity: 1, assumed: false }),
    );
    expect(read("We need one illustrated map of the state's circuits.")).toContainEqual(
      expect.objectContaining({ kind: "illustrations", quantity: 1, assumed: false }),
    );
  });

  it("gives a screen count no build claimed to the app the title names, not another build's count", () => {
    const parts = read(
      "Want our own app on both Android and iPhone: around 20 screens, and a CMS for staff to upload lectures (6 screens).",
      "Prep app for Android and iPhone",
    );
    expect(parts).toContainEqual(
      expect.objectContaining({ kind: "mobile_app", quantity: 20, assumed: false }),
    );
    expect(parts).toContainEqual(expect.objectContaining({ kind: "admin_panel", quantity: 6 }));
  });

  it("reads designs asked in several languages as one design a language", () => {
    const parts = read(
      "Half a dozen infographics (symptoms, prevention) and 10 social media graphics, each one in Hindi and English.",
    );
    expect(parts).toContainEqual(expect.objectContaining({ kind: "infographics", quantity: 6, variants: 2 }));
    expect(parts).toContainEqual(
      expect.objectContaining({ kind: "social_graphics", quantity: 10, variants: 2 }),
    );
    expect(read("12 creatives in 3 languages for Diwali.")).toContainEqual(
      expect.objectContaining({ kind: "social_graphics", variants: 3 }),
    );
    expect(read("We need 10 Instagram posts for our Hindi readers.")).toContainEqual(
      expect.objectContaining({ kind: "social_graphics", variants: undefined }),
    );
  });

  it("reads quantities written as dozens, ranges and counts after the name", () => {
    expect(read("Half a dozen reel covers for Instagram.")).toContainEqual(
      expect.objectContaining({ kind: "social_graphics", quantity: 6 }),
    );
    expect(read("A website of 10-12 pages.")).toContainEqual(
      expect.objectContaining({ kind: "site_pages", quantity: 12 }),
    );
    expect(read("Display creatives: 20 nos, each in 4 sizes.")).toContainEqual(
      expect.objectContaining({ kind: "ad_creatives", quantity: 20, variants: 4 }),
    );
  });

  it("reads a multi-page print piece as one piece of that many pages, not as many pieces", () => {
    expect(read("We need a 12 page brochure with floor plans.")).toContainEqual(
      expect.objectContaining({ kind: "print_items", quantity: 1, pagesEach: 12 }),
    );
    expect(read("Lookbook chahiye (20 pages, print + PDF).")).toContainEqual(
      expect.objectContaining({ kind: "print_items", quantity: 1, pagesEach: 20 }),
    );
    expect(read("The menu is an 8 page A4 booklet.")).toContainEqual(
      expect.objectContaining({ kind: "print_items", quantity: 1, pagesEach: 8 }),
    );
  });

  it("reads a data import with its record count, and the system it comes from as its source", () => {
    const parts = read("Initial stock list import from Tally — approx 3,500 items with prices.");
    expect(parts).toContainEqual(expect.objectContaining({ kind: "data_migration", quantity: 3500 }));
    expect(parts.map((d) => d.kind)).not.toContain("integration");
    expect(read("We are an import-export firm. Write 4 articles.").map((d) => d.kind)).toEqual(["articles"]);
  });

  it("counts what is made one per item of another, and a total given later in the clause", () => {
    expect(read("90 Instagram posts for our gym. Captions bhi likh dena har post ke saath.")).toContainEqual(
      expect.objectContaining({ kind: "social_captions", quantity: 90, assumed: false }),
    );
    expect(
      read("20 blog articles chahiye. Har article ke liye ek Instagram caption bhi chahiye, total 20."),
    ).toContainEqual(expect.objectContaining({ kind: "social_captions", quantity: 20 }));
  });

  it("reads counts past words with digits ('5 realistic 3D mockups') and imports past 5,000 records", () => {
    const counted = (description: string) => read(description).map((d) => [d.kind, d.quantity]);
    expect(counted("Plus 5 realistic 3D mockups for our listings.")).toEqual([["mockups", 5]]);
    expect(counted("We have 18,000 alumni records in Excel to import.")).toEqual([["data_migration", 18000]]);
    expect(counted("Import existing 3,000 questions from our Excel files.")).toEqual([
      ["data_migration", 3000],
    ]);
  });

  it("reads a stated total after a list, screens in Figma, and one description per product of a store", () => {
    const counted = (description: string) => read(description).map((d) => [d.kind, d.quantity]);
    expect(
      counted(
        "We need a website. Pages: home, 9 homestay pages, festival page, contact – so about 13 pages.",
      ),
    ).toEqual([["site_pages", 13]]);
    expect(counted("We need only the design. Scope: 18 screens in Figma.")).toEqual([["ui_design", 18]]);
    expect(
      counted("Need a Shopify store with our 35 products — please write the product descriptions also."),
    ).toEqual(
      expect.arrayContaining([
        ["catalogue", 35],
        ["product_descriptions", 35],
      ]),
    );
  });

  it("multiplies monthly counts by the months of a retainer, however the month is written", () => {
    expect(
      read(
        "Looking for a writer for 3 months: four blogs per month and 12 Instagram captions per month.",
      ).map((d) => [d.kind, d.quantity]),
    ).toEqual([
      ["articles", 12],
      ["social_captions", 36],
    ]);
    expect(read("Need designer for Instagram: 12 posts/month for 3 months.")).toContainEqual(
      expect.objectContaining({ kind: "social_graphics", quantity: 36 }),
    );
    expect(read("Our monthly client newsletter, 6 issues, each around 1,200 words.")).toContainEqual(
      expect.objectContaining({ kind: "emails", quantity: 6, wordsEach: 1200 }),
    );
  });

  it("counts an uncounted piece by the rate right after it, over the months the brief names", () => {
    expect(
      read("Need someone to write insta captions only — thirty a month for Dec, Jan and Feb.").map((d) => [
        d.kind,
        d.quantity,
      ]),
    ).toEqual([["social_captions", 90]]);
  });

  it("reads one deliverable from a title and a description that give the same count", () => {
    expect(
      read(
        "My memoir manuscript is about 68,000 words in MS Word.",
        "Copy-editor for memoir manuscript (~68k words)",
      ),
    ).toEqual([expect.objectContaining({ kind: "editing", quantity: 68000 })]);
    expect(
      read(
        "For Diwali we need 6 static ad concepts, each in 4 sizes.",
        "Diwali ad creatives — 6 concepts x 4 sizes",
      ),
    ).toEqual([expect.objectContaining({ kind: "ad_creatives", quantity: 6, variants: 4 })]);
  });

  it("never takes an ID, a year, a price or a list marker for a quantity", () => {
    expect(read("Require: (1) a product catalogue designed for print, (2) a 6 page website.")).toContainEqual(
      expect.objectContaining({ kind: "print_items", quantity: 1 }),
    );
    const [app] = read("An Android app with login.", `Gym app ${1_795_636_458_740}`);
    // The usual six screens and the sign-in's: no digit of the title.
    expect(app).toMatchObject({ kind: "mobile_app", quantity: 7, assumed: true });
    expect(read("Budget ₹500 per article; write 4 articles.")).toContainEqual(
      expect.objectContaining({ kind: "articles", quantity: 4 }),
    );
  });

  it("counts a translation's words and its target languages", () => {
    expect(read("Translate the 1,500-word leaflet into Hindi and Odia.")).toContainEqual(
      expect.objectContaining({ kind: "translation", quantity: 1500, variants: 2 }),
    );
  });
  it("reads neither a year before a comma nor a pack weight as a count", () => {
    const coffee = read(
      "Packaging for 3 pouches (Arabica, Robusta, Filter blend) – 250 g stand-up pouch, same structure. " +
        "Launch planned for Feb 2027, pouch files to printer by 15 January 2027.",
    );
    expect(coffee.filter((d) => d.kind === "packaging").map((d) => d.quantity)).toEqual([3]);
  });

  it("reads page copy by 'text for' and 'content for the N … pages', a menu's items, and carousel ads as ads", () => {
    expect(read("Can you also write fresh content for the 4 visa/service pages?")).toEqual([
      expect.objectContaining({ kind: "web_copy", quantity: 4, assumed: false }),
    ]);
    expect(read("We need a content writer for:\n• Text for 9 pages – Home, About, Contact")).toEqual([
      expect.objectContaining({ kind: "web_copy", quantity: 9 }),
    ]);
    expect(
      read("Ordering site. Menu has 60 items with photos, we will give.").find((d) => d.kind === "catalogue"),
    ).toMatchObject({ quantity: 60, assumed: false });
    const cafe = read(
      "Want a designer for next month's instagram: 30 feed posts and 6 carousel ads that we boost.",
    );
    expect(cafe.map((d) => [d.kind, d.quantity])).toEqual([
      ["social_graphics", 30],
      ["ad_creatives", 6],
    ]);
  });
  it("counts pieces the title names by a lone count of their unit in the body", () => {
    expect(
      read(
        "Namaskaram. 20 scripts kavali, each for a 10 min video.",
        "Telugu YouTube scripts for our channel",
      ),
    ).toEqual([expect.objectContaining({ kind: "scripts", quantity: 20, assumed: false })]);
  });

  it("counts pieces made for each of N items, a store's uploads however said, not its pages", () => {
    expect(
      read("Need them warm, about 120 words each.", "Product descriptions for 60 sarees").find(
        (d) => d.kind === "product_descriptions",
      ),
    ).toMatchObject({ quantity: 60, assumed: false });
    const store = read(
      "We want a Shopify store with 6 pages (home, shop, about, blog, FAQ, contact). 150 products to be uploaded with photos we give.",
    );
    expect(store.filter((d) => d.kind === "catalogue").map((d) => d.quantity)).toEqual([150]);
    expect(
      read("Kirana dukaan ke liye app chahiye. Lagbhag 300 items daalne hain (list Excel mein hai).").find(
        (d) => d.kind === "catalogue",
      ),
    ).toMatchObject({ quantity: 300, assumed: false });
  });

  it("plans nothing listed out of scope or deferred in brackets, and no platform the client refuses", () => {
    const portal = read(
      "1. Web portal for dealers (10 screens). Out of scope: mobile apps (phase 2), online payment.",
    );
    expect(portal.map((d) => d.kind)).toEqual(["web_app"]);
    expect(read("Website of 5 pages and a mobile app (phase 2).").map((d) => d.kind)).toEqual(["site_pages"]);
    expect(
      read("Humko ek Android app chahiye, 12 screens. iOS abhi nahi chahiye.").find(
        (d) => d.kind === "mobile_app",
      ),
    ).toMatchObject({ variants: 1 });
    expect(
      read("Humko ek Android aur iOS app chahiye, 12 screens.").find((d) => d.kind === "mobile_app"),
    ).toMatchObject({ variants: 2 });
  });

  it("takes no count from what a bracket counts besides the deliverable, and reads a piece's pages in its clause", () => {
    expect(
      read(
        "Hi. We want a simple web app for patients.",
        "Appointment booking web app for dental clinics (3 branches)",
      ).find((d) => d.kind === "web_app"),
    ).toMatchObject({ assumed: true });
    expect(read("A refreshed logo (3 routes to choose from).").find((d) => d.kind === "logo")).toMatchObject({
      quantity: 3,
      assumed: false,
    });
    const report = read("We need the annual report 2026-27 designed — about 40 pages, all text is ready.");
    expect(report.find((d) => d.kind === "print_items")).toMatchObject({ pagesEach: 40 });
    const print = read("We need 2 hoardings of 40x20 ft, and a 12 page brochure with floor plans.");
    expect(print.filter((d) => d.kind === "print_items").map((d) => d.pagesEach)).toEqual([undefined, 12]);
  });

  it("reads a feature's word inside a count phrase as what is counted, and 'no … booking' as refused", () => {
    const portal = read(
      "We need a patient portal. Also roughly 8,000 report records in a CSV should be imported. No payment, no home collection booking for now.",
    );
    expect(portal.map((d) => [d.kind, d.quantity])).toEqual([
      ["web_app", 6],
      ["data_migration", 8000],
    ]);
  });

  it("takes a long length as one piece's when the brief asks for one piece", () => {
    expect(
      read("We need a sales onboarding training manual (approx 15,000 words) written from our SOPs.").find(
        (d) => d.kind === "technical_docs",
      ),
    ).toMatchObject({ quantity: 1, wordsEach: 15_000 });
    // A long length beside several pieces is their total, not each one's.
    expect(
      read("We need 3 user guides, around 12,000 words in all.").find((d) => d.kind === "technical_docs")
        ?.wordsEach,
    ).toBeUndefined();
  });

  it("counts case studies and customer stories as pieces like articles, with their words each", () => {
    expect(
      read("Plus 3 customer case studies (~800 words each) - we'll arrange interview calls.").map((d) => [
        d.kind,
        d.quantity,
        d.wordsEach,
      ]),
    ).toEqual([["articles", 3, 800]]);
    expect(
      read("We need 5 beneficiary stories for our annual report.").map((d) => [d.kind, d.quantity]),
    ).toContainEqual(["articles", 5]);
  });

  it("reads listing content written separately for two marketplaces as two versions of each description", () => {
    const listing = read(
      "Need listing content for 40 products - title, bullet points, description and search keywords - separately for Amazon and for Etsy.",
    );
    expect(listing.map((d) => [d.kind, d.quantity, d.variants])).toEqual([["product_descriptions", 40, 2]]);
    const tasks = analyzeBrief(
      {
        title: "Listing content for Amazon and Etsy",
        description: "Need listing content for 40 products, separately for Amazon and for Etsy.",
      },
      { today: new Date("2026-11-20T05:00:00Z") },
    ).breakdown.map((t) => t.title);
    expect(tasks).toContain("40 descriptions for 1 more marketplace");
  });

  it("gives a count said with 'of' after a name to that name, not to the next one", () => {
    expect(
      read("Need email copy for: welcome series of 5 emails and abandoned-cart series of 3 emails.").map(
        (d) => [d.kind, d.quantity],
      ),
    ).toEqual([
      ["emails", 5],
      ["emails", 3],
    ]);
  });
});

describe("years are not counts", () => {
  it("reads 'a platform for the 2027 batch' as a platform of unstated size", () => {
    expect(
      read("We want our own online platform for the 2027 batch.", "Coaching platform").map((d) => [
        d.kind,
        d.assumed,
      ]),
    ).toEqual([["web_app", true]]);
  });

  it("reads a count of the delivery's pace as the pace of the items counted before, not as more items", () => {
    expect(
      read("We need 30 blogs on tenant rights, each about 1000 words. We need 5 articles every week.").map(
        (d) => [d.kind, d.quantity],
      ),
    ).toEqual([["articles", 30]]);
    // A count before "monthly" names the items, not a pace: two sets of emails.
    expect(
      read("Welcome series: 5 emails. Monthly newsletters: 4 emails.").map((d) => [d.kind, d.quantity]),
    ).toEqual([
      ["emails", 5],
      ["emails", 4],
    ]);
  });

  it("reads a number glued to a unit of measure as a size, not a count", () => {
    expect(
      read("Label design for 4 products across 4 pack sizes (1L, 5L, 20L bucket, 210L barrel sticker).").map(
        (d) => [d.kind, d.quantity],
      ),
    ).not.toContainEqual(["print_items", 210]);
  });

  it("reads counted posts of a design pack that refuses their management", () => {
    expect(
      read(
        "One time design pack, not management: 30 feed posts + 10 story templates.",
        "Instagram posts design",
      ).map((d) => [d.kind, d.quantity]),
    ).toContainEqual(["social_graphics", 30]);
  });

  it("reads story designs beside post designs", () => {
    expect(
      read(
        "We need every month 30 Instagram post designs and 10 story designs.",
        "Salon Instagram designs",
      ).map((d) => [d.kind, d.quantity]),
    ).toEqual([
      ["social_graphics", 30],
      ["social_graphics", 10],
    ]);
  });
});
