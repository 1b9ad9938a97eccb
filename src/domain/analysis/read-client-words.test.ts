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
      "see which staff did which service",
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

  it("reads people who lead a list as 'Members can:', 'Customer app (Android):' or 'Separate app for delivery boys:'", () => {
    const gym = kinds(
      "Mainu ek app chahiye for members, Android and iPhone.\n\nMembers can:\n1. see their plan and expiry date\n2. renew plan and pay online\n\nMe and my manager should be able to add members.",
      "Gym member app",
    );
    expect(gym).toContain("login");
    const pharmacy = kinds(
      "Customer app (Android):\n- browse medicines, add to cart\n\nSeparate app for delivery boys: see assigned orders, mark delivered.",
      "Pharmacy delivery app",
    );
    expect(pharmacy).toContain("login");
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
