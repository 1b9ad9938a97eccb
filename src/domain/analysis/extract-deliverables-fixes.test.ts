import { describe, expect, it } from "vitest";
import { analyzeBrief } from "./analyze-brief";
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

/** A fix job laid out as a list of problems and upkeep chores (read-whole-brief.ts, `readFixJob`). */
describe("a list of problems and chores", () => {
  it("is a fix job of one fix a line, the client's site described beside it built by no one", () => {
    const fixes = read(
      "Our travel agency site (WordPress) got hacked. Please do the following:\n" +
        "• Remove malware and spam pages, find how they got in\n• Update WordPress core, theme and all 23 plugins\n" +
        "• Fix contact form - enquiries not coming to email\n• Mobile menu not opening on iPhone\n" +
        "• PageSpeed mobile score is 28, bring it above 70\n• Setup daily backup to Google Drive\n" +
        "• Submit clean sitemap in Search Console\n\nSite is small, 15 pages and a blog with 40 posts.",
      "WordPress site hacked + slow, need cleanup and fixes",
    );
    expect(fixes.map((d) => [d.kind, d.quantity])).toEqual([["maintenance", 7]]);
  });

  it("releases a fixed store app to each store, a new build being no new work", () => {
    const brief = {
      title: "Bug fixes in React Native grocery app (Android + iOS)",
      description: "The developer left. Need the issues below fixed and a new build uploaded to both stores.",
      requirements:
        "1. App crashes on Android 14 when opening camera\n2. Push notifications not coming on iOS\n" +
        "3. Cart total wrong when coupon + wallet both applied\n4. Delivery slot shows past slots after 6 pm\n" +
        "5. Google Play is asking to update target API level to 35",
    };
    const { deliverables } = extractDeliverables(brief);
    expect(deliverables.map((d) => [d.kind, d.quantity, d.variants])).toEqual([["maintenance", 5, 2]]);
    const plan = analyzeBrief(brief, { today: new Date("2026-03-02T10:00:00Z") });
    expect(plan.breakdown.map((t) => t.title)).toContain("New build to the stores (Play Store / App Store)");
  });

  it("is more than a fix job when the list asks for features", () => {
    expect(
      kinds(
        "Our shop site has a bug: the cart is slow. We also need:\n- loyalty points\n- gift cards\n- a referral programme",
      ),
    ).toContain("feature");
  });
});

describe("a list of new links with one problem among them", () => {
  it("builds the links its lines ask for and fixes only the line that names a problem", () => {
    const found = read(
      "We need:\n1) Orders auto-pushed to Shiprocket when payment is confirmed, and AWB written back to the order.\n" +
        "2) WhatsApp message to customer on order shipped using our WATI account.\n" +
        '3) The "track order" page on our site is currently broken - please fix.',
      "Store integrations - Shiprocket + WhatsApp",
    );
    expect(found.filter((d) => d.kind === "integration")).not.toHaveLength(0);
    expect(found.find((d) => d.kind === "maintenance")?.quantity).toBe(1);
  });

  it("reads slow pages, breaks and 404s as problems: a list of them is a fix job", () => {
    expect(
      kinds(
        "Our school website has these issues:\n1) contact form not sending mails\n2) photo gallery breaks on mobile\n" +
          "3) gallery page takes like 20 sec to load\n4) admission form PDF link gives 404\nPlease fix all.",
        "School website has problems, need fixing",
      ),
    ).toEqual(["maintenance"]);
  });

  it("counts a fix a line, with times given as ranges, buttons that do nothing, and a redesign put off for later", () => {
    const fixes = (description: string) =>
      read(description, "Website fixes").map((d) => [d.kind, d.quantity, d.assumed]);
    expect(
      fixes(
        "Few problems:\n1. site takes 8-9 sec to load on mobile\n2. contact form not sending emails\n" +
          "3. mobile menu doesn't open on iPhone\nPlease fix all.",
      ),
    ).toEqual([["maintenance", 3, false]]);
    expect(
      fixes(
        "Our store has these problems:\n1. Checkout button does nothing on mobile phones\n" +
          '2. Coupon code field gives "invalid" even for valid coupons\n3. Order emails not going to customers\n' +
          "Need fixed in 2-3 days.",
      ),
    ).toEqual([["maintenance", 3, false]]);
    expect(
      fixes(
        "Problems:\n1) contact form mails not coming\n2) mobile menu not opening on iPhone\n" +
          "3) some gallery images broken after we moved to new hosting\nMaybe later a redesign but now just fix these.",
      ),
    ).toEqual([["maintenance", 3, false]]);
  });
});

describe("scripts of a stated length", () => {
  it("are written at 250 words an hour: 1,200-word scripts take longer than the usual 750 words", () => {
    const plan = analyzeBrief(
      {
        title: "Scripts for explainer videos",
        description: "We need 20 video scripts, approx 1,200 words each.",
      },
      { today: new Date("2026-03-02T10:00:00Z") },
    );
    const writing = plan.breakdown.filter((t) => t.title.includes("20 scripts"));
    expect(writing.reduce((sum, t) => sum + t.estimatedHours, 0)).toBeGreaterThan(20 * 3);
  });
});

describe("fixes counted in a sentence, by the month, and builds others handle", () => {
  it("counts each clause of a fix sentence that names a problem or a chore", () => {
    const fixes = read(
      "site redirecting to casino pages since yesterday on mobile. need malware cleanup asap, update wp + plugins, " +
        "harden security and also improve pagespeed mobile score (currently 34).",
      "wordpress site hacked",
    );
    expect(fixes.map((d) => [d.kind, d.quantity])).toEqual([["maintenance", 4]]);
  });

  it("reads 'roughly 10 bug fixes / small changes per month' over 3 months, and the API 'our backend guy will handle' as his", () => {
    const found = read(
      "Looking for a freelancer for 3 months:\nb) roughly 10 bug fixes / small changes per month from our Jira backlog\n\n" +
        "Backend is Django, our backend guy will handle the API side.",
      "React Native app - maintenance retainer",
    );
    expect(found.map((d) => [d.kind, d.quantity])).toEqual([["maintenance", 30]]);
  });

  it("adds each post's story version when each post is also resized to story format", () => {
    expect(
      read(
        "Need Instagram creatives: 20 posts per month for the next 3 months, each post also resized to story format.",
        "Social creatives",
      )
        .filter((d) => d.kind === "social_graphics")
        .map((d) => [d.quantity, d.variants]),
    ).toEqual([[60, 2]]);
  });
});

/** Languages of writing and a translation ruled out (creative-rules.ts, deliverable-rules.ts; blind round aa). */
describe("the languages of written pieces", () => {
  const descriptions =
    "We sell herbal teas on Amazon and our own website.\n" +
    "Need product descriptions for 60 products, 120 words each, in both English and Hindi (proper Hindi, not Google translate).";

  it("reads no language version of a site from writing asked in two languages, nor a translation from 'not Google translate'", () => {
    expect(kinds(descriptions, "Product descriptions – English & Hindi")).toEqual(["product_descriptions"]);
  });

  it("reads 'then the same content in Hindi' as a translation", () => {
    expect(
      kinds(
        "We need text for our school prospectus, about 2,000 words in English. Then the same content in Hindi.",
        "Prospectus text",
      ),
    ).toContain("translation");
  });
});

/** A book to write, the client's app as context, and work the client does apart (blind round aa). */
describe("books, the client's app and work done apart", () => {
  it("reads a ghostwritten book of 30,000 words as long-form writing, and not the cover the client manages", () => {
    expect(
      read(
        "Looking for a ghostwriter who can write in my voice. Cover design and publishing on Kindle I'll manage separately.",
        "Ghostwriter for personal finance book (~30,000 words)",
      ).map((d) => [d.kind, d.quantity]),
    ).toEqual([["long_form", 30_000]]);
  });

  it("reads icons 'for our co-operative bank's mobile app' without building the app", () => {
    expect(kinds("Need 40 custom icons for our co-operative bank's mobile app.", "Icon set")).toEqual([
      "icons",
    ]);
  });
});

/** What a part is added to, and defects laid out as a table (blind round aa). */
describe("additions to a site and a table of defects", () => {
  it("reads 'Add blog + WhatsApp chat to Wix site' as parts of the client's site, not a new site", () => {
    expect(
      kinds(
        "Need a blog section and a WhatsApp chat button on all pages.",
        "Add blog + WhatsApp chat to Wix site",
      ),
    ).not.toContain("site_pages");
  });

  it("reads the rows of a table of bugs as a fix list, not an app to build", () => {
    const found = kinds(
      "Our delivery app was made by an agency who stopped responding. Need a Flutter dev to fix the bugs below.\n" +
        "| # | Bug | Platform |\n|---|-----|----------|\n| 1 | App crashes on launch on Android 14 | Android |\n| 2 | Push notifications not coming on iOS | iOS |\n| 3 | Cart total not updating | Both |",
      "Flutter app bugs",
    );
    expect(found).toContain("maintenance");
    expect(found).not.toContain("mobile_app");
  });
});

describe("what a remark in brackets supplies, and page templates designed in Figma", () => {
  it("reads a Figma redesign of 10 page templates for desktop and mobile, not the brochures the client will give", () => {
    expect(
      read(
        "We want a modern redesign in Figma — 10 page templates, desktop + mobile (we'll give the old text and our brochures). Our IT vendor will develop it.",
        "Website UI redesign",
      ).map((d) => [d.kind, d.quantity, d.variants]),
    ).toEqual([["ui_design", 10, 2]]);
  });
});

describe("a site moved to a new platform, with upkeep beside the new work", () => {
  const moved = (sentence: string) =>
    read(sentence, "Move our news portal from Blogger to WordPress").map((d) => [
      d.kind,
      d.title,
      d.quantity,
    ]);

  it("builds the theme, AMP and redirects a migration sentence names beside 'speed optimisation', one chore", () => {
    const found = moved(
      "Need migration to WordPress with same URLs (redirects), new theme with 6 page templates, AMP and speed optimisation.",
    );
    expect(found).toEqual(
      expect.arrayContaining([
        ["site_pages", "New theme", 6],
        ["feature", "AMP", 1],
        ["feature", "Redirects from the old URLs", 1],
        ["maintenance", "Speed optimisation", 1],
      ]),
    );
  });

  it("reads ready-made plugins that failed when the client tried them as the reason for the build, not fixes", () => {
    expect(
      kinds(
        "Every Woo order should create a sales voucher in Tally. We already tried 2 ready-made plugins, both fail on our variable products.",
        "WooCommerce to Tally sync",
      ),
    ).toEqual(["integration"]);
  });

  it("keeps up the site that 'site speed optimisation' is named on, rather than building one", () => {
    expect(read("Please do our site speed optimisation.", "Site speed").map((d) => d.kind)).toEqual([
      "maintenance",
    ]);
  });

  it("reads 'old links should keep working' as redirects, and a Shopify theme to customise as the new store", () => {
    expect(moved("All 350 posts must come over, old links should keep working.")).toContainEqual([
      "feature",
      "Redirects from the old URLs",
      1,
    ]);
    const store = read(
      "Our store is on Magento and hosting is costly.\nNeed:\n- all 240 products\n- theme: customise a premium Shopify theme to look close to our current design",
      "Migrate our store to Shopify",
    );
    expect(store.map((d) => d.kind)).toContain("site_pages");
  });

  it("titles a single speed fix in the singular, and prices ad slots as an ad network's set-up, not bookings", () => {
    const { breakdown } = analyzeBrief(
      {
        title: "Move our news portal to WordPress",
        description:
          "Need migration to WordPress, new theme with 6 page templates, ad slots for Google AdSense and speed optimisation.",
      },
      { today: new Date("2026-11-02T00:00:00Z") },
    );
    expect(breakdown.find((task) => /speed/i.test(task.title))?.title).toBe("Fix 1 fix: Speed optimisation");
    expect(breakdown.find((task) => task.title === "Ad slots")?.basis).not.toMatch(/booking/);
  });
});

describe("a sync asked for beside a few small issues", () => {
  it("plans the sync and the counted issues, not a back office for the staff who now update by hand", () => {
    expect(
      read(
        "We have a WooCommerce site for our hardware shop. Stock and price we maintain in Tally Prime. Every day staff updates website manually and makes mistakes. Need Tally -> website stock and price sync. Also 3 small issues: product images blurry, search not finding SKU codes, checkout page slow.",
        "Stock on website should come from Tally",
      ).map((d) => [d.kind, d.quantity]),
    ).toEqual([
      ["integration", 1],
      ["maintenance", 3],
    ]);
  });

  it("reads 'Tally XML/ODBC integration' as the Tally link and its protocol, one link", () => {
    expect(kinds("Need someone who has done Tally XML/ODBC integration before.", "Orders to Tally")).toEqual([
      "integration",
    ]);
  });
});
