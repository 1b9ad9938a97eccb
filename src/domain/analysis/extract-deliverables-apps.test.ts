import { describe, expect, it } from "vitest";
import { analyzeBrief } from "./analyze-brief";
import { readDeliverables as read } from "./read-deliverables.test-helper";

const kinds = (description: string, title?: string) =>
  read(description, title).map((d) => `${d.kind}×${d.quantity}`);

/** What an app or a move between systems asks for, read by extractDeliverables. */
describe("app features and records moved, through extractDeliverables", () => {
  it("reads tests, offline mode and signature capture as features of an app, push notifications as a link", () => {
    const app = read(
      "We need an Android app for our coaching students. MCQ mock tests with timer, result and rank. Push notifications for new classes. Offline mode with later sync. Customer signature capture on delivery.",
      "Coaching app",
    );
    expect(app.filter((d) => d.kind === "feature").map((d) => d.title.toLowerCase())).toEqual([
      "mcq mock tests",
      "offline mode",
      "signature capture",
    ]);
    expect(app.find((d) => d.title === "Push notifications")?.kind).toBe("integration");
  });

  it("reads what a user of the app does as its features: capture a signature, work offline, a QR per table, an admission form", () => {
    const app = read(
      "Need a Flutter app for our engineers:\n• capture customer signature on screen when job is closed\n• must work offline at sites with no network and sync later\n• separate QR for each of our 12 tables\n• online admission form where parents upload documents",
      "Field service app",
    );
    expect(app.filter((d) => d.kind === "feature").map((d) => d.title.toLowerCase())).toEqual([
      "capture customer signature",
      "work offline",
      "separate qr for each of our 12 tables",
      "admission form",
    ]);
    // "Pay later" and "phase 2 later" still say no.
    expect(kinds("Need an Android app. Offline sync can come later.")).not.toContain("feature×1");
  });

  it("plans the UI design asked for beside the build once, with the build's screens, before the build", () => {
    const analysis = analyzeBrief(
      {
        title: "Design + develop a yoga app (iOS and Android)",
        description:
          "Nothing exists yet — need UI design first (calm, earthy), then development.\n\nRoughly 15 screens: onboarding, login, home, class library, player, timer, schedule, progress, profile, settings.",
      },
      { today: new Date("2026-11-20T05:00:00Z") },
    );
    const deliverables = analysis.deliverables ?? [];
    expect(deliverables.map((d) => `${d.kind}×${d.quantity}`)).toEqual(
      expect.arrayContaining(["mobile_app×15", "ui_design×15"]),
    );
    const titles = analysis.breakdown.map((task) => task.title);
    expect(titles.some((title) => title.startsWith("App design"))).toBe(false);
    const handoff = titles.indexOf("Components, prototype and developer handoff");
    const build = analysis.breakdown.find((task) => task.title.startsWith("Back end and API"));
    expect(handoff).toBeGreaterThanOrEqual(0);
    expect(build?.dependencies).toContain(handoff);
    // Without a word for UI design, the build designs its screens itself.
    const built = analyzeBrief(
      { title: "Yoga app", description: "Design and develop a yoga app for Android, about 15 screens." },
      { today: new Date("2026-11-20T05:00:00Z") },
    );
    expect(built.breakdown.some((task) => task.title.startsWith("App design"))).toBe(true);
  });

  it("reads a Telegram bot as a link and its questions as no count of features", () => {
    expect(
      kinds(
        "Need a Telegram bot for our UPSC prep channel. Every day at 8 pm it should post 10 MCQs as quiz polls, questions taken from a Google Sheet our team fills. Weekly leaderboard of top scorers.",
        "Telegram quiz bot for UPSC aspirants",
      ),
    ).not.toContain("feature×10");
    expect(kinds("Need a Telegram bot for our channel.")).toContain("integration×1");
  });

  it("reads one calendar link said twice as one link", () => {
    expect(
      kinds(
        "When a teacher schedules a class, a Zoom meeting should be created and students should get a Google Calendar invite.",
        "Zoom + Google Calendar integration in our Django LMS",
      ),
    ).toEqual(["integration×1", "integration×1"]);
  });

  it("adds up the records of several kinds moved together, said in any sentence that they need to move", () => {
    expect(
      kinds(
        "Moving our home decor store from WooCommerce to Shopify. 850 products (many with colour/size variants) and around 2,400 customer records need to move. Old orders are not needed.",
        "Migrate WooCommerce store to Shopify",
      ),
    ).toContain("data_migration×3250");
    expect(
      kinds(
        "Mobile app for our housing society: 120 flats to be imported from Excel, complaints and notices.",
      ),
    ).toContain("data_migration×120");
  });

  it("reads an owner's screen, managers who mark and users with rights as the admin side and accounts", () => {
    expect(
      kinds(
        "Gym app for members. Trainers should assign plans, and I want a web screen to manage members, plans, fees.",
      ),
    ).toContain("admin_panel×8");
    expect(kinds("Need a simple web app for stock. 5 users with different rights.")).toContain("login×1");
  });

  it("counts a shop's items where a line or bracket opens them, not items moved from another system", () => {
    expect(
      kinds(
        "- Shopify store, clean premium look\n- 18 products; we'll share photos and ingredient lists\n- Please also write the product descriptions for all 18",
      ),
    ).toEqual(expect.arrayContaining(["catalogue×18", "product_descriptions×18"]));
    expect(
      kinds(
        "Moving our store from WooCommerce to Shopify.\n- 850 products are currently listed, all to be migrated",
      ),
    ).not.toContain("catalogue×850");
  });

  it("plans the site a brief orders even when it names the client's out-of-scope trade, but never an on-site shoot", () => {
    const brief = (title: string, description: string) =>
      analyzeBrief({ title, description }, { today: new Date("2026-11-20T05:00:00Z") }).projectType;
    expect(
      brief(
        "Website for CA firm",
        "We are a 3-partner CA firm. Need a professional site with a page for each service: GST, Income Tax Return, Audit.",
      ),
    ).toBe("it_services");
    expect(
      brief(
        "Corporate film shoot at our factory",
        "Want a 3-minute corporate film for trade shows — on-site shoot of machining lines, drone shots, interviews with MD, English voice-over.",
      ),
    ).toBe("unsupported");
  });

  it("reads a blog moved between platforms with the posts the brief counts, and its old URLs redirected", () => {
    expect(
      kinds(
        "Our exam-prep blog is on Blogger with about 450 posts. All posts, images and comments to move. Old URLs must redirect to new ones.",
        "Move our education blog from Blogger to WordPress",
      ),
    ).toEqual(["data_migration×450", "feature×1"]);
  });

  it("reads store screenshots as mockups, and what the client's printer does as no ask", () => {
    expect(
      kinds(
        "Need 6 app store screenshots for both Play Store and App Store sizes, plus a custom icon set of 20 icons.",
        "App store screenshots + custom icon set",
      ),
    ).toEqual(expect.arrayContaining(["mockups×6", "icons×20"]));
    expect(
      kinds("5 infographics for our annual report. Data in Excel. Report layout itself is by our printer."),
    ).not.toContain("feature×1");
  });

  it("reads how things work today and what stays as it is as no ask, and an admin login to change prices as the admin side", () => {
    expect(
      kinds(
        "Presently they order on WhatsApp and it is chaos. Booking engine stays as is. We need an admin login to change prices.",
      ),
    ).toEqual(["admin_panel×8"]);
  });

  it("reads what office staff upload and post, and an admin panel in a requirements list, as the admin side", () => {
    expect(
      kinds(
        "Parent portal.\n- Parents log in with registered mobile number\n- Staff login: upload report cards, post circulars, see fee defaulters",
      ),
    ).toContain("admin_panel×8");
    expect(
      kinds("Coaching portal for fees. Our office staff upload marks from an Excel sheet after each test."),
    ).toContain("admin_panel×8");
    expect(
      kinds(
        "We want a web portal where:\n- dealer logs in\n- our staff has an admin panel to approve dealers and update order status",
      ),
    ).toContain("admin_panel×8");
    // The verb stays for the rules after it: "upload questions from Excel" is still an import.
    expect(
      kinds(
        "Test series web app. Faculty/admin: upload questions in bulk from Excel, create tests, see reports.",
      ),
    ).toEqual(expect.arrayContaining(["admin_panel×8", "data_migration×1000"]));
  });

  it("reads a CRM to build apart from one to link, and lead ads, a web admin and a notice board in an app", () => {
    const kindsOf = (description: string, title = "Project") => read(description, title).map((d) => d.kind);
    expect(kindsOf("Leads come from Facebook lead ads.", "Lead management CRM for our sales team")).toEqual([
      "web_app",
    ]);
    expect(
      kindsOf(
        "We have a custom CRM in Node.js. Need integration with WhatsApp Business API.",
        "Integrations",
      ),
    ).toEqual(["integration"]);
    expect(kindsOf("Website with a contact form that pushes leads to our Zoho CRM.", "Website")).toEqual([
      "site_pages",
      "feature",
      "integration",
    ]);
    expect(
      kindsOf(
        "Committee needs a web admin to generate bills every month and export to Excel for our accountant.",
        "Society app",
      ),
    ).toEqual(["admin_panel"]);
    expect(kindsOf("Residents can raise complaints and see the notice board.", "Society app")).not.toContain(
      "print_items",
    );
  });

  it("designs, not builds, an app whose client has a developer and only needs its UI design", () => {
    expect(
      kinds(
        "We are launching a mobile app. We have an app developer, we only need UI/UX design in Figma - about 15 screens: splash, login, home, cart, checkout.",
        "Tractor parts app UI design (Figma)",
      ),
    ).toEqual(["ui_design×15"]);
  });
});
