import { describe, expect, it } from "vitest";
import { classifyBrief, MIN_IN_SCOPE_SCORE, TITLE_WEIGHT } from "./classify";

const classify = (title: string, description: string, requirements?: string) =>
  classifyBrief({ title, description, requirements });

describe("classifyBrief", () => {
  it.each([
    ["Logo for my bakery", "A warm, hand-drawn logo with our name Sweet Crumbs.", "graphic_design", "logo"],
    [
      "Food delivery app",
      "Android and iOS app with payments and order tracking.",
      "it_services",
      "mobile_app",
    ],
    ["REST API for inventory", "Endpoints for products and stock, JSON, token auth.", "it_services", "api"],
    [
      "Fix my WordPress site",
      "The site is broken after an update; fix errors and speed up.",
      "it_services",
      "maintenance",
    ],
    [
      "SEO content writer",
      "10 articles on home loans with keyword research.",
      "content_creation",
      "seo_writing",
    ],
    [
      "Proofread my novel",
      "A 60,000 word manuscript needs proofreading for typos.",
      "content_creation",
      "editing",
    ],
    [
      "Instagram posts",
      "Design 12 social media posts for our cafe launch.",
      "graphic_design",
      "social_graphics",
    ],
    [
      "Brand identity for a clinic",
      "Logo, colour palette, business card and brand guidelines.",
      "graphic_design",
      "branding",
    ],
    [
      "Figma mockups",
      "Wireframes and UI design for 8 screens of our dashboard.",
      "graphic_design",
      "ui_mockups",
    ],
  ])("classifies %j", (title, description, type, subcategory) => {
    expect(classify(title, description)).toMatchObject({ projectType: type, subcategory });
  });

  describe("decides by the deliverable, not by nouns that describe the business or a part of a site", () => {
    it.each([
      // A site that has a blog, a shop or SEO-friendly pages is built, not written.
      [
        "Company website with blog",
        "A five-page responsive website for our company with a contact form, an admin panel and a blog section. Budget ₹60,000.",
        "it_services",
        "website",
      ],
      [
        "Company website with blog",
        "A five-page website for our company with a blog.",
        "it_services",
        "website",
      ],
      [
        "E-commerce site with a blog",
        "An online shop for our clothing brand with product pages, a cart and a blog.",
        "it_services",
        "website",
      ],
      [
        "Web app with an admin dashboard and SEO-friendly pages",
        "Staff log in to manage bookings; the database holds customers and invoices.",
        "it_services",
        "web_app",
      ],
      [
        "Landing page with copy",
        "One responsive landing page with a contact form for our course; please include the copy.",
        "it_services",
        "website",
      ],
      [
        "Landing page with copy",
        "Build a landing page for our webinar, hosted on our domain.",
        "it_services",
        "website",
      ],
      [
        "Blog website",
        "Responsive blog website with an admin panel where we publish posts.",
        "it_services",
        "website",
      ],
      [
        "Create a website with blog and contact form",
        "For a chartered accountant firm.",
        "it_services",
        "website",
      ],
      [
        "Portfolio website with blog and gallery",
        "Four pages, a blog and a responsive gallery.",
        "it_services",
        "website",
      ],
      [
        "Website for our web design agency",
        "Six pages, a portfolio gallery and a contact form.",
        "it_services",
        "website",
      ],
      [
        "Mobile app for our blog",
        "iOS and Android app that shows our latest posts.",
        "it_services",
        "mobile_app",
      ],
      [
        "Mobile-friendly website",
        "A responsive site for a yoga studio with a class schedule.",
        "it_services",
        "website",
      ],
      // Writing for a site is writing, whatever the site or the client's business is.
      [
        "Write 10 blog posts for our website",
        "Our website runs on WordPress with a responsive theme; the posts go in its blog section.",
        "content_creation",
        "blog",
      ],
      [
        "SEO articles for our web development company",
        "We build websites and web apps. We need keyword-rich articles of 1,200 words.",
        "content_creation",
        "seo_writing",
      ],
      [
        "Blog posts about mobile app development",
        "Five posts about Flutter and React Native for our agency blog.",
        "content_creation",
        "blog",
      ],
      [
        "Technical articles about REST APIs",
        "Tutorials for developers on building a REST API in Node.js.",
        "content_creation",
        "technical_writing",
      ],
      [
        "Copywriter for our SaaS landing page",
        "Hero, features and pricing sections.",
        "content_creation",
        "copywriting",
      ],
      [
        "Product descriptions for our e-commerce website",
        "50 product descriptions of 150 words each.",
        "content_creation",
        "copywriting",
      ],
      [
        "Write website content",
        "Text for the five pages of our new site.",
        "content_creation",
        "copywriting",
      ],
      [
        "SEO-friendly blog posts",
        "Six posts of 800 words about travel insurance.",
        "content_creation",
        "blog",
      ],
      [
        "User manual for our mobile app",
        "A 30-page user manual for our Android app.",
        "content_creation",
        "technical_writing",
      ],
      // Drawing for a site or an app is design.
      ["Design a logo for our website", "A modern logo for our online store.", "graphic_design", "logo"],
      [
        "Design a logo for our website",
        "We are a web development agency building responsive websites.",
        "graphic_design",
        "logo",
      ],
      [
        "Logo for our mobile app",
        "A simple icon-style logo for our Android and iOS app.",
        "graphic_design",
        "logo",
      ],
      ["Website logo", "A logo for our new website, modern and minimal.", "graphic_design", "logo"],
      [
        "Looking for a logo designer",
        "We are a web development company and need a new logo.",
        "graphic_design",
        "logo",
      ],
      [
        "Instagram graphics for our web app launch",
        "Ten posts announcing the app.",
        "graphic_design",
        "social_graphics",
      ],
      [
        "Banner ads for our e-commerce store",
        "Display ads in 4 sizes for our Shopify store sale.",
        "graphic_design",
        "ad_creatives",
      ],
      [
        "Web app design",
        "Figma screens for our inventory web app, design only.",
        "graphic_design",
        "ui_mockups",
      ],
    ])("%j: %j", (title, description, type, subcategory) => {
      expect(classify(title, description)).toMatchObject({ projectType: type, subcategory });
    });

    it("gives a title's head the title weight and its tail ('with …', 'for our …') body weight", () => {
      // Same words, swapped roles: the head decides.
      expect(classify("Website with blog", "").projectType).toBe("it_services");
      expect(classify("Blog for our website", "").projectType).toBe("content_creation");
      // A connector before any term does not start a tail.
      expect(classify("Looking for a logo designer", "").subcategory).toBe("logo");
      // Brackets restate the ask with their own head.
      expect(classify("Web design for GFY (website design only)", "").projectType).toBe("graphic_design");
    });

    it("reads a term before a site part, a business or a trade of another category as a modifier", () => {
      // "blog" alone is the deliverable; "blog section" is a part of something unnamed, too vague to estimate.
      expect(classify("Blog", "").projectType).toBe("content_creation");
      expect(classify("Blog section", "").projectType).toBe("unsupported");
      expect(classify("Mobile app for our SEO agency", "").subcategory).toBe("mobile_app");
      expect(classify("Website writer", "").projectType).toBe("content_creation");
      expect(classify("Blog website", "").projectType).toBe("it_services");
    });

    it("keeps an ask verb before a product of another category as the ask", () => {
      // "write" before "website" is the work, not a modifier as "website" is in "website writer".
      expect(classify("Write website content", "").projectType).toBe("content_creation");
      expect(classify("Design website banners", "").projectType).toBe("graphic_design");
    });

    it("ends an audience phrase at a verb, so a repair verb after it still counts", () => {
      expect(
        classify("Fix the contact form on our website", "The contact form on our WordPress site is broken."),
      ).toMatchObject({ projectType: "it_services", subcategory: "maintenance" });
    });
  });

  it("reads the requirements too", () => {
    expect(
      classify("Project", "See requirements.", "We need a blog post every week about gardening.").projectType,
    ).toBe("content_creation");
  });

  it("refuses work outside the three categories and says which signals it saw", () => {
    const result = classify(
      "Data entry from PDF invoices",
      "Type 500 invoices into our Excel sheet accurately.",
    );
    expect(result).toMatchObject({ projectType: "unsupported", subcategory: "", matchedKeywords: [] });
    expect(result.outOfScopeKeywords).toContain("data entry");
  });

  it("lets out-of-scope signals dominate an in-scope mention", () => {
    const result = classify(
      "Virtual assistant",
      "Manage email and calendar for the owner of a website design agency.",
    );
    expect(result.projectType).toBe("unsupported");
  });

  it("keeps a Hinglish shop brief in scope when a sure classifier meets only a trace of out-of-scope words", () => {
    const shop = classify(
      "Online kurti shop chahiye - Shopify",
      "Hi, main Jaipur se hoon, hamara kurti ka wholesale aur retail business hai. Abhi sab kuch WhatsApp aur Instagram pe chalta hai, ab proper website chahiye jahan customer direct order kare.\n" +
        "- Shopify pe banana hai\n- approx 80 kurtiyan abhi upload karni hai, photos ready hai. Har kurti ka description bhi likhna padega kyunki humare paas sirf fabric aur price ka Excel hai\n" +
        "- Razorpay + COD\n- Delhivery se shipping connect karna hai\n- Categories: Bandhej, Leheriya, Cotton, Party wear\n" +
        "- Wholesale buyers ke liye alag se bulk enquiry form\nDiwali ke baad sale start karni hai toh jaldi chahiye. Budget around 35k.",
    );
    expect(shop.projectType).toBe("it_services");
  });

  it(`refuses a brief that scores below ${MIN_IN_SCOPE_SCORE}`, () => {
    expect(classify("Help needed", "Please contact me for details.")).toMatchObject({
      projectType: "unsupported",
      outOfScopeKeywords: [],
    });
  });

  it(`weights the title ${TITLE_WEIGHT}× the description`, () => {
    // "logo" (4) in the title beats "website" (2) × 3 occurrences in the body only thanks to the weight.
    const result = classify("Logo", "For our website. The website is new. Our website sells tea.");
    expect(result.projectType).toBe("graphic_design");
  });

  it("lets the strongest, longest phrase claim its words", () => {
    expect(classify("Landing page copy", "Persuasive landing page copy for our course.")).toMatchObject({
      projectType: "content_creation",
      subcategory: "copywriting",
    });
    expect(classify("Web design (design only)", "Homepage and 3 inner pages for our site.").projectType).toBe(
      "graphic_design",
    );
  });

  it("matches whole words only, with plurals", () => {
    expect(classify("Happy apple", "A pineapple mapping.").projectType).toBe("unsupported");
    expect(classify("Apps", "Two apps for Android.").subcategory).toBe("mobile_app");
  });

  it("reports confidence between 0 and 1 and the strongest keywords first", () => {
    const result = classify("Mobile app", "Android app with push notifications.");
    expect(result.confidence).toBeGreaterThan(0);
    expect(result.confidence).toBeLessThanOrEqual(1);
    expect(result.matchedKeywords[0]).toBe("mobile app");
  });

  it("is deterministic", () => {
    const brief = { title: "Website and logo", description: "A website with a logo and blog." };
    expect(classifyBrief(brief)).toEqual(classifyBrief(brief));
  });
});

describe("classifyBrief: out-of-scope families (issue 17 §3)", () => {
  it.each([
    [
      "Build a Power BI dashboard for sales data",
      "Monthly sales figures from our ERP, with filters by region.",
    ],
    [
      "Manage our Instagram and Facebook ads",
      "Run the campaigns, set budgets and report results every week.",
    ],
    ["Edit 10 YouTube videos", "Cut, colour and add captions to ten vlogs of about 12 minutes each."],
    ["Voice-over for a product explainer", "A male voice in British English for a two minute video."],
    ["Virtual assistant for email and calendar", "Answer emails, book meetings and keep my calendar tidy."],
    ["Data entry from PDF invoices", "Type 500 invoices into our spreadsheet."],
    ["Bookkeeping in QuickBooks", "Reconcile our accounts every month and prepare the balance sheet."],
    [
      "Participants needed for a paid research study",
      "Take a survey and join a focus group about shopping habits.",
    ],
    ["On-site installation of CCTV cameras", "Install eight cameras at our warehouse in Pune."],
  ])("refuses %j", (title, description) => {
    const result = classifyBrief({ title, description });
    expect(result.projectType).toBe("unsupported");
    expect(result.outOfScopeKeywords.length).toBeGreaterThan(0);
  });

  it("names the family the classifier reads", () => {
    expect(
      classifyBrief({ title: "Build a Power BI dashboard for sales data", description: "" }).family,
    ).toBe("data");
  });

  it.each([
    [
      "Company website with a blog",
      "Five pages, a contact form and a blog section we can post to.",
      "it_services",
    ],
    ["Design social media posts", "Twelve Instagram posts for our bakery's launch month.", "graphic_design"],
    ["Web app to manage our orders", "Staff log in, see orders and mark them shipped.", "it_services"],
    ["Write 10 blog articles about fitness", "About 1,000 words each, SEO friendly.", "content_creation"],
  ])("keeps %j in scope", (title, description, type) => {
    expect(classifyBrief({ title, description }).projectType).toBe(type);
  });
});
