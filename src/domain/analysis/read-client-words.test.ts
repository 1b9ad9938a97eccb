import { describe, expect, it } from "vitest";
import { analyzeBrief } from "./analyze-brief";
import { digitsForNumbers } from "./brief-numbers";
import { extractDeliverables } from "./extract-deliverables";
import { readDeliverables as read } from "./read-deliverables.test-helper";

const features = (description: string, title: string) =>
  read(description, title)
    .filter((d) => d.kind === "feature")
    .map((d) => d.title.toLowerCase());

/** What users do in a site or app, said in the client's own words (decision 0025, "the client's own words"). */
describe("features said as what people do", () => {
  it("reads 'I want customers to …', 'I want to see …' and a user with words between it and its verb", () => {
    expect(
      features(
        "I want customers to book online choosing branch, service and stylist. I want to see which staff did which service this month. Managers at each branch should mark the service as done and the bill amount.",
        "Salon web app",
      ),
    ).toEqual([
      "customers to book online choosing branch",
      "see which staff did which service this",
      "managers at each branch should mark the service as done and the bill amount",
    ]);
  });

  it("reads a user named after 'and the' as the subject of its own clause, not as context", () => {
    expect(
      features(
        "Items running low should show in red and the purchase manager should get an email.",
        "Stock web app",
      ),
    ).toEqual(["manager should get an email"]);
  });

  it("reads each line of 'Members should:' as what members do", () => {
    expect(
      features(
        "Want an app for Android.\nMembers should:\n- see their workout plan assigned by trainer\n- book PT sessions\nDiet plans phase 2.",
        "Gym members app",
      ),
    ).toEqual([
      "members should see their workout plan assigned by trainer",
      "members should book pt sessions",
    ]);
  });

  it("reads a bare name over a list as its lines' user, a person with a remark in brackets, and 'I (owner) want to see'", () => {
    expect(
      features(
        "We want our own test platform.\nStudents\n* attempt timed tests with sections\n* see result with rank",
        "Tests",
      ),
    ).toEqual(["students can attempt timed tests with sections", "students can see result with rank"]);
    expect(
      features(
        "Android app for our tiffin service.\n- Delivery boys (6 of them) should see only their own area list\n- I (owner) want to see daily collection",
        "Tiffin app",
      ),
    ).toEqual(["delivery boys (6 of them) should see only their own area list", "see daily collection"]);
  });

  it("reads nothing from what users do in a brief about no site or app", () => {
    expect(
      features("Customers should get a warm tone in every article. 5 articles of 1,000 words.", "Blog posts"),
    ).toEqual([]);
  });
});

const kinds = (description: string, title: string) => read(description, title).map((d) => d.kind);

/** A system described by its people (read-roles.ts). */
describe("a system described by who does what", () => {
  const school =
    "Our school has 1,200 students. We want parents to pay fees online.\nParents: log in with registered mobile, see each child's fee due, pay online and download receipt.\nAccountant: add fee structure per class, mark cash payments received at counter.\nPrincipal: see total collected vs pending, export to Excel.";

  it("reads the app, its admin side and its accounts from sections led by people", () => {
    const read = kinds(school, "Online fee payment portal for school");
    expect(read.filter((k) => k === "web_app")).toHaveLength(1);
    expect(read).toContain("admin_panel");
    expect(read).toContain("login");
  });

  it("reads accounts from staff who run the system beside the people it serves, not from one kind of people", () => {
    expect(
      kinds(
        "I want customers to book online choosing branch, service and stylist. Managers at each branch should mark the service as done and the bill amount.",
        "Salon booking system",
      ),
    ).toContain("login");
    expect(
      kinds("I want customers to book online choosing branch, service and stylist.", "Salon booking site"),
    ).not.toContain("login");
  });

  it("leaves no line led by the admin side's people unestimated ('Accountant: add fee structure …')", () => {
    const extracted = extractDeliverables({
      title: "Online fee payment portal for school",
      description: school,
    });
    expect(extracted.notEstimated.map((n) => n.text)).not.toContainEqual(
      expect.stringMatching(/^Accountant:/),
    );
  });

  it("reads a bare name over a list as a section ('Teachers' then '* create a test …'), teachers as users", () => {
    const read = kinds(
      "We want our own test system.\nStudents\n* attempt timed tests\n* see result with rank\nTeachers\n* create a test from the question bank\nDirector / admin\n* batch-wise performance",
      "Mock tests for our coaching",
    );
    expect(read).toEqual(expect.arrayContaining(["web_app", "admin_panel", "login"]));
    expect(
      kinds("We need a portal. Teachers should be able to mark homework as checked.", "Project"),
    ).not.toContain("admin_panel");
  });

  it("reads an admin side from staff who work in the system, not from staff who are told or use a sheet", () => {
    expect(
      kinds(
        "Android app for our tiffin service. My kitchen manager should see how many thalis to prepare.",
        "Tiffin app",
      ),
    ).toContain("admin_panel");
    expect(
      kinds(
        "- a WhatsApp bot so parents can reserve a vaccination slot\nReceptionist will manage slots from a Google Sheet, that is fine.",
        "Vaccination booking bot",
      ),
    ).not.toContain("admin_panel");
  });

  it("adds no app where the people use a system the client already has", () => {
    expect(
      kinds(
        "Our school uses a custom PHP ERP. We want to add:\n(a) parents can see fee dues and pay online via Razorpay\n(b) SMS reminders to parents",
        "Online fee payment module for school ERP",
      ),
    ).not.toContain("web_app");
  });

  it("reads a portal named by the title as asked for, but not one the title only says the work is for", () => {
    expect(kinds("Parents pay fees and download receipts.", "Fee payment portal for our coaching")).toContain(
      "web_app",
    );
    expect(
      kinds("5 blog posts of 800 words each.", "Website copy + onboarding emails for B2B SaaS"),
    ).not.toContain("web_app");
  });
});

const counted = (description: string, title: string) =>
  read(description, title).map((d) => `${d.kind}×${d.quantity}`);

/** Pieces named the way clients name them. */
describe("pieces in the client's words", () => {
  it("reads a script writer for 12 videos, and lesson scripts whose videos are their medium, not video work", () => {
    expect(counted("Need a script writer for 12 videos, each 8 to 10 minutes.", "Hindi scripts")).toEqual([
      "scripts×12",
    ]);
    expect(
      counted(
        "Need lesson scripts for 20 lessons (each video 10-12 minutes): what to say and what to show. I will record myself.",
        "Scripts for online Excel course",
      ),
    ).toEqual(["scripts×20"]);
  });

  it("reads press releases as pieces, t-shirt graphics as illustrations and a featured image for each post", () => {
    expect(
      counted(
        "Need: (1) press release for funding, (2) press release for our app launch.",
        "2 press releases",
      ),
    ).toContain("articles×2");
    expect(counted("Need 8 t-shirt graphics, print ready.", "Streetwear drop")).toContain("illustrations×8");
    expect(
      counted(
        "We need 8 blog posts, 1500 words each. Each post also needs a featured image in our colours.",
        "Blog",
      ),
    ).toContain("social_graphics×8");
  });

  it("reads descriptions for each of the products, counted stories beside posts, an Instagram feed and a page list with a slash", () => {
    expect(
      counted("3. Writing description for each of the 60 products - around 120 words each", "Shopify store"),
    ).toContain("product_descriptions×60");
    expect(counted("Need for next month: 30 feed posts and 10 stories for Instagram.", "Boutique")).toEqual([
      "social_graphics×30",
      "social_graphics×10",
    ]);
    const store = counted(
      "Need:\n1. Full store setup - home, shop, about our craft, contact, and shipping/return policy pages\n2. Instagram feed on home page",
      "Shopify store",
    );
    expect(store).toEqual(expect.arrayContaining(["site_pages×5", "feature×1"]));
  });

  it("reads a web CRM as the system, 'Roles:' as accounts, and a site visit as no site", () => {
    const crm = read(
      "Want a simple web CRM. Sales schedules a site visit with the site address.\nRoles: owner, sales (4), designers (7).",
      "Simple CRM for our studio",
    ).map((d) => d.kind);
    expect(crm).toEqual(expect.arrayContaining(["web_app", "login"]));
    expect(crm).not.toContain("site_pages");
    expect(crm).not.toContain("integration");
  });

  it("reads a LinkedIn ghostwriter's posts as captions to write, counted by the brief's total", () => {
    expect(
      counted(
        "looking for linkedin ghost writer for me. 2 posts per week for 3 months, so around 24 posts. no design needed, mostly text posts.",
        "LinkedIn ghostwriter",
      ),
    ).toEqual(["social_captions×24"]);
  });
});

/** Records moved into the new system. */
describe("records to import", () => {
  it("reads the most one sentence counts, and an upload from Excel as an import even when staff do it", () => {
    expect(
      counted(
        "We want our own test platform.\nTeachers\n* upload new questions from Excel\nWe have about 5000 questions already typed in Word files.\nAround 800 students may write the same test at the same time.",
        "Mock tests",
      ),
    ).toContain("data_migration×5000");
  });
});

/** Lists a lead-in introduces, counted in the unit its last word names. */
describe("listed parts", () => {
  it("counts a site's pages, its copy's pages and an API's endpoints from the lines under their lead-in", () => {
    expect(
      counted(
        "Ek simple website chahiye jisme ye pages ho:\n- Home\n- About Dr.\n- Treatments\n- Gallery\n- Patient reviews\n- Contact with map",
        "Dental clinic ki website",
      ),
    ).toContain("site_pages×6");
    expect(
      counted(
        "Need conversion-focused copy for:\n\n• Home page\n• Curriculum page\n• Fees\n• FAQ\n\nWe'll do the website build ourselves.",
        "Website copy",
      ),
    ).toContain("web_copy×4");
    expect(
      counted(
        "We need a secure API with:\n1. Create shipment\n2. Cancel shipment\n3. Get status by AWB",
        "Courier API",
      ),
    ).toContain("api_endpoints×3");
  });

  it("counts nothing from a list led by a line whose last sentence names no part", () => {
    expect(
      counted(
        "Our site has been hacked and visitors are redirected to other site. Please:\n- remove malware\n- install SSL\n- upgrade PHP",
        "Site hacked",
      ),
    ).not.toContain("site_pages×3");
  });
});

/** Counts given per period, and records of several kinds. */
describe("rates and totals", () => {
  it("multiplies a count per week or per month by the weeks or months asked", () => {
    expect(
      counted(
        "We need 2 scripts per week for the next 6 weeks, each for an 8-10 minute video.",
        "Scriptwriter",
      ),
    ).toEqual(["scripts×12"]);
    expect(
      counted(
        "20 LinkedIn posts a month for 3 months, written in first person. Text only, no designs.",
        "Founder posts",
      ),
    ).toContain("social_captions×60");
    expect(
      counted(
        "Looking for a developer: roughly 3 small fixes/changes per week (text changes, layout bugs), 4 weeks.",
        "Fixes",
      ),
    ).toContain("maintenance×12");
  });

  it("adds up products and customer accounts moved, and counts a catalogue's models and a description for each", () => {
    expect(
      counted(
        "Moving our store from WooCommerce to Shopify. What we need: move 800 products (with variants) and 2,400 customer accounts.",
        "Migration",
      ),
    ).toContain("data_migration×3200");
    const site = counted(
      "Need website: home, about, dealers, contact + product catalogue of 45 models. Please write a short description (100-120 words) for each of the 45 models.",
      "Pump catalogue site",
    );
    expect(site).toEqual(expect.arrayContaining(["catalogue×45", "product_descriptions×45"]));
  });
});

/** Round q's readings: what a written piece contains, a caption brief's posts, a title's verb. */
describe("what is written, and what a title works on", () => {
  it("reads a quiz a script must end with as the script's content, not a feature", () => {
    expect(
      kinds(
        "We want a scriptwriter for two videos a week. Script must have hook, explanation and a 3-question quiz at the end.",
        "YouTube scripts",
      ),
    ).not.toContain("feature");
  });

  it("reads the posts of a brief about writing captions as the captions, per week times the weeks", () => {
    expect(
      counted(
        "We just need someone to write captions + hashtags. Plan is 5 posts a week for 12 weeks.",
        "Instagram captions",
      ),
    ).toEqual(["social_captions×60"]);
  });

  it("reads a portal a title's verb works on as the client's, not one to build", () => {
    expect(
      kinds(
        "Push every confirmed order to Tally Prime as a sales voucher.",
        "Sync dealer portal orders to Tally",
      ),
    ).not.toContain("web_app");
  });
});

describe("pieces written in two languages", () => {
  it("reads captions and scripts asked in two languages as two versions of each, and prices the second", () => {
    const captions = read(
      "Need 30 Instagram captions with hashtags, in English and Malayalam.",
      "Captions",
    ).find((d) => d.kind === "social_captions");
    expect(captions?.variants).toBe(2);
    const analysis = analyzeBrief(
      { title: "Explainer scripts", description: "Write 6 explainer scripts, each in English and Marathi." },
      { today: new Date("2026-11-02T10:00:00Z") },
    );
    expect(analysis.breakdown.some((task) => /versions in 1 more language/.test(task.title))).toBe(true);
  });
});

describe("flows and retainers", () => {
  it("reads each flow line's mails, and a per-month count over a '3-month support arrangement'", () => {
    expect(
      counted(
        "Chahiye:\n\nWelcome flow – 5 mails\nAbandoned cart – 3 mails\nPost purchase – 4 mails",
        "Klaviyo flows",
      ),
    ).toEqual(["emails×5", "emails×3", "emails×4"]);
    expect(
      counted(
        "We want a 3-month support arrangement. Also 4 health-awareness blog posts per month, 800 words each.",
        "Hospital blogs",
      ),
    ).toContain("articles×12");
  });
});

describe("Hindi number words", () => {
  it("reads a Hindi number before a plural, and 'do' only before 'alag' or 'naye'", () => {
    expect(digitsForNumbers("ek hoarding, do alag flyers aur teen posters")).toBe(
      "ek hoarding, 2 alag flyers aur 3 posters",
    );
    expect(digitsForNumbers("Website update we will do ourselves. We do logos.")).toBe(
      "Website update we will do ourselves. We do logos.",
    );
    expect(digitsForNumbers("a teen fashion brand")).toBe("a teen fashion brand");
  });
});

describe("page names", () => {
  it("counts page names after a site's colon, names before 'pages' without an 'and', and copy for all N pages", () => {
    expect(
      counted("Need website: home, about, dealers, contact + product catalogue.", "Pump site"),
    ).toContain("site_pages×4");
    expect(
      counted("Chahiye ek website. Home, About, Menu, Contact pages bhi.", "Cake order website"),
    ).toContain("site_pages×4");
    expect(counted("Copy for all 8 pages please.", "Hotel website copy")).toContain("web_copy×8");
  });
});

describe("what the client lacks is asked for", () => {
  it("reads 'we do not have any text — the writer must create the copy' as copy to write", () => {
    expect(
      kinds(
        "We require a new WordPress website of 8 pages. We do not have any text — the writer must create the copy for all 8 pages.",
        "Hotel website",
      ),
    ).toEqual(["site_pages", "web_copy"]);
    expect(kinds("We do not need any text written, only the 8-page website.", "Hotel website")).not.toContain(
      "web_copy",
    );
  });
});

describe("posts on LinkedIn are text to write", () => {
  it("reads 'a dozen LinkedIn posts' as 12 posts to write, about an hour each, and LinkedIn post designs as graphics", () => {
    const analysis = analyzeBrief(
      {
        title: "LinkedIn posts for founder",
        description: "Want a dozen LinkedIn posts over next month — stories and lessons.",
      },
      { today: new Date("2026-11-02T09:00:00Z") },
    );
    expect(analysis.deliverables).toEqual([
      expect.objectContaining({ kind: "social_captions", quantity: 12 }),
    ]);
    const writing = analysis.breakdown.find((task) => task.deliverable === 0 && task.stage === "production");
    expect(writing?.basis).toMatch(/250 words at 250 words an hour/);
    expect(kinds("Need 10 LinkedIn post designs for our page.", "Social designs")).toEqual([
      "social_graphics",
    ]);
  });
});

describe("short texts and a site's words, as clients ask for them", () => {
  it("reads product blurbs, counted descriptions and descriptions written for uploaded products, with short lengths", () => {
    expect(
      read(
        "Copy: please write a short intro page and 80 product blurbs (~40 words each).",
        "Catalogue copy",
      ).map((d) => [d.kind, d.quantity, d.wordsEach]),
    ).toEqual([
      ["web_copy", 1, undefined],
      ["product_descriptions", 80, 40],
    ]);
    expect(
      kinds("Need text for our homestay and 20 small descriptions for our rooms and activities.", "Copy"),
    ).toContain("product_descriptions");
    expect(
      read("- 60 products uploaded with descriptions written by you (~100 words each)", "Shopify store").find(
        (d) => d.kind === "product_descriptions",
      ),
    ).toMatchObject({ quantity: 60, wordsEach: 100 });
  });

  it("reads 'please write the copy too' beside a site as the copy of its pages", () => {
    expect(
      read(
        "Need a simple 5-page website (Home, Branches, Memberships, Trainers, Contact), and please write the copy too as we have none.",
        "Gym website",
      ).map((d) => [d.kind, d.quantity]),
    ).toEqual([
      ["site_pages", 5],
      ["web_copy", 5],
    ]);
  });
});

describe("systems named by what they do", () => {
  it("reads a stock tracker or QR ordering named in the title as a web app", () => {
    expect(
      kinds(
        "I have 2 hardware shops. Staff should have their own login.",
        "Stock tracking for hardware shop",
      ),
    ).toContain("web_app");
    expect(kinds("Cafe in Jaipur, 18 tables.", "QR menu + ordering for cafe")).toEqual(["web_app"]);
  });

  it("keeps the site of 'a 5-page website, and the website copy written too'", () => {
    expect(
      read(
        "We need a logo and basic brand identity, a 5-page website, and the website copy written too.",
        "Brand + website for coworking space",
      ).map((d) => [d.kind, d.quantity]),
    ).toEqual(
      expect.arrayContaining([
        ["site_pages", 5],
        ["web_copy", 5],
      ]),
    );
  });
});

describe("what the client has, had built or does itself, in a long brief", () => {
  const rfp =
    "Our current website (WordPress, 2017) was built by a local vendor. It is slow. We have a brand guide from 2021, a logo, and a product photo library from a 2025 shoot; none of these should be redone.\n" +
    "2.1 New website of about 12 pages on WordPress (custom theme).\n" +
    "2.2 Investor section: upload area for annual reports and disclosures.\n" +
    "2.3 Migrate the ~150 news posts from the old site.\n" +
    "2.5 Copywriting for all 12 pages in English (Hindi translation will be done by our in-house team).\n" +
    "Out of scope: hosting, social media.";

  it("plans the new site, its copy and the move, and none of the client's own pieces", () => {
    expect(read(rfp, "RFP: Corporate website rebuild").map((d) => [d.kind, d.quantity])).toEqual([
      ["site_pages", 12],
      ["data_migration", 150],
      ["web_copy", 12],
    ]);
  });
});

describe("a redesign the client's developers build", () => {
  it("reads a flow redesigned in N screens, with its microcopy, as design and copy only when the client's devs implement", () => {
    expect(
      read(
        "Our React Native app is live; our devs will implement. We want the onboarding and KYC flow redesigned — 7 screens — and the microcopy on those screens rewritten in simple Hinglish.",
        "App screens redesign + microcopy",
      ).map((d) => [d.kind, d.quantity]),
    ).toEqual([
      ["web_copy", 3],
      ["ui_design", 7],
    ]);
    expect(kinds("In-app microcopy review for ~60 screens.", "Help content")).not.toContain("web_copy");
  });
});

describe("what is done, fixed, attached or was written before", () => {
  it("plans none of the pieces the client says are done, fixed, attached or written last year", () => {
    expect(
      kinds(
        "The store, logo and product photos are all done and we are happy with them. What we need is fresh product descriptions for 24 products.",
        "Product descriptions",
      ),
    ).toEqual(["product_descriptions"]);
    const print = kinds(
      "Logo and brand colours are fixed (see attached brand guide from 2024 — do not change). Need: a 4-page dine-in menu design and a table tent card.",
      "New outlet",
    );
    expect(print).toContain("print_items");
    expect(print).not.toContain("logo");
    expect(print).not.toContain("brand_identity");
    expect(
      read(
        "We want 8 blog articles, 1200-1500 words each. Last year an agency wrote 20 articles for us; please do not repeat those topics.",
        "SEO blog articles",
      ).map((d) => [d.kind, d.quantity]),
    ).toEqual([["articles", 8]]);
  });
});

describe("a site's text without the site", () => {
  it("reads 'need text for website, 4 pages' as copy for 4 pages, no site to build, and label copy that is the client's as none", () => {
    expect(
      read(
        "hi.. we have homestay in coorg, need text for website, 4 pages. english. thanks",
        "hotel website text",
      ).map((d) => [d.kind, d.quantity]),
    ).toEqual([["web_copy", 4]]);
    expect(
      read(
        "Need packaging design for 3 SKUs (100g pouch each) and the product label copy is ours.",
        "Tea packaging",
      ).map((d) => [d.kind, d.quantity]),
    ).toEqual([["packaging", 3]]);
  });
});

describe("people at work in a system nobody named", () => {
  it("plans the phone app of the people it serves and its office side from what each should do", () => {
    const analysis = analyzeBrief(
      {
        title: "Delivery tracking for our drivers",
        description:
          "We deliver water cans in Chennai. Drivers should see their route list for the day on their phone, mark delivered, and the office should see live where each driver is on a map. Customers get an SMS when driver is 10 min away.",
      },
      { today: new Date("2026-11-02T09:00:00Z") },
    );
    expect(analysis.projectType).toBe("it_services");
    expect(analysis.deliverables?.map((d) => d.kind)).toEqual(
      expect.arrayContaining(["mobile_app", "admin_panel", "login", "integration"]),
    );
  });
});
