import { describe, expect, it } from "vitest";
import { analyzeBrief } from "./analyze-brief";
import { readDeliverables as read } from "./read-deliverables.test-helper";

const today = new Date("2026-11-20T05:00:00Z");
const kinds = (description: string, title?: string) =>
  read(description, title).map((d) => `${d.kind}:${d.title}`);
/** Whether `found` (from {@link kinds}) holds a deliverable of any of `wanted`. */
const hasKind = (found: readonly string[], ...wanted: string[]) =>
  found.some((k) => wanted.some((kind) => k.startsWith(`${kind}:`)));

/** Internal tools as an office or a plant writes them: no "web app" in so many words, often an RFP's numbered scope. */
describe("internal tools and numbered scopes", () => {
  it("plans an internal web tool an HR team asks for, instead of refusing it as HR work", () => {
    const analysis = analyzeBrief(
      {
        title: "Internal leave management tool (80 employees)",
        description:
          "Leaves are tracked in a Google Sheet and it's a mess. Need a small internal web tool:\n- Employees log in with their company Google account\n- Apply for leave (CL/SL/EL/WFH), see balance and history\n- Reporting manager approves or rejects\n- HR wants month-end report of leaves per employee, export to Excel\n\nNo payroll needed.",
      },
      { today },
    );
    expect(analysis.projectType).toBe("it_services");
    expect(analysis.deliverables?.map((d) => d.kind)).toContain("web_app");
  });

  it("reads internal web software, a browser-based system in a numbered scope and an in-house LMS as web apps", () => {
    expect(kinds("Need internal web software:\n- weight in and out at each stage")).toContain(
      "web_app:Internal web software",
    );
    expect(
      kinds("2. Scope\n2.1 Browser-based system that runs on the shop-floor Android tablets and office PCs."),
    ).toContain("web_app:Browser-based system");
    expect(kinds("We want an in-house LMS for ~3,000 employees.")).toContain("web_app:LMS");
  });

  it("reads printed QR labels the system makes as a feature, not packaging or print", () => {
    expect(
      kinds("Need internal web software. Each lot gets a printed QR/barcode label, scanned at each stage."),
    ).toContain("feature:Printed QR/barcode label");
  });

  it("reads nothing under an 'Out of scope' heading, up to the next heading", () => {
    const found = kinds(
      "2. Scope\n2.1 Browser-based system for the plant.\n\n3. Out of scope\nSpares inventory / purchase (handled in SAP, no integration needed).\n\n4. Timeline\nA mobile app for supervisors.",
    );
    expect(found.some((k) => k.startsWith("integration") || k === "feature:Inventory")).toBe(false);
    expect(hasKind(found, "mobile_app")).toBe(true);
  });

  it("reads records kept in a spreadsheet for the system to start with as a data import, counted", () => {
    const moved = (description: string) =>
      read(description)
        .filter((d) => d.kind === "data_migration")
        .map((d) => d.quantity);
    expect(moved("Need a society app. Flat-wise owner list is in Excel (240 rows).")).toEqual([240]);
    expect(
      moved("Need a web portal for our CA firm. We have 350 clients list in Excel (name, PAN, email)."),
    ).toEqual([350]);
    expect(
      moved("Android app for our fleet. Truck and driver list (40 trucks, ~60 drivers) we give in excel."),
    ).toEqual([100]);
    // A report exported to Excel, and a store's products in a sheet, are no import.
    expect(moved("Need a web app. HR wants a month-end report of 80 employees, export to Excel.")).toEqual(
      [],
    );
    expect(moved("Shopify store: upload 150 sarees (photos + details given in Excel).")).toEqual([]);
  });

  it("reads a society's own app used on a tablet, and its residents' monthly maintenance as dues, not site upkeep", () => {
    const found = kinds(
      "Managing committee wants our own app instead of paying per-flat to MyGate type apps.\n- pay monthly maintenance online\n- get notices as push notification\nSecurity guard uses a tablet at gate – same app with guard login.",
      "Apartment society management app – 400 flats",
    );
    expect(hasKind(found, "mobile_app")).toBe(true);
    expect(hasKind(found, "maintenance")).toBe(false);
  });

  it("reads what an inspector does on a tablet as features: photo capture, a signature on the tablet, offline work, escalation", () => {
    const features = kinds(
      "Inspectors walk the plant with tablets. Needs:\n- Photo capture of violations\n- Contractor supervisor's signature on tablet\n- Works fully offline inside plant, syncs at office\n- Major violations escalate to safety head for approval",
      "Contractor safety inspection app",
    ).filter((k) => k.startsWith("feature"));
    expect(features).toHaveLength(4);
  });

  it("reads a line of roles as accounts, 'JWT authentication' as a login and 'available in 3 languages' as three versions", () => {
    const logins = (description: string) => read(description).filter((d) => d.kind === "login").length;
    expect(logins("We want an in-house LMS.\n• Roles: employee, manager, L&D admin")).toBe(1);
    expect(logins("Build 10 REST endpoints with JWT authentication.")).toBe(1);
    const versions = read("We need a website. The site should be available in 3 languages.");
    expect(versions.find((d) => d.kind === "language_version")?.quantity).toBe(3);
  });

  it("reads the admin side however its users name it: a web panel, a web console, 'Admin:', 'Masters:', a simple admin", () => {
    const admin = (description: string) =>
      read(`Need an Android app for our members. ${description}`).some((d) => d.kind === "admin_panel");
    expect(admin("Committee needs: a web panel to post notices and see complaints.")).toBe(true);
    expect(admin("Agronomists need a web console to see incoming queries and reply.")).toBe(true);
    expect(admin("\n- Admin: dealer management, RSM mapping, banners.")).toBe(true);
    expect(admin("\n2.8 Masters: machines, technicians, problem types.")).toBe(true);
    expect(admin("We want to post blog articles ourselves and see bookings in a simple admin.")).toBe(true);
    expect(admin("Members see an analytics dashboard for us to review.")).toBe(false);
  });

  it("plans design only when the client's vendor builds, and documents an API whose OpenAPI file the client gives", () => {
    const design = kinds(
      "Our vendor will develop the app; we need the design done by an independent designer.\n- 25 app screens designed for Android and iOS\n- 6 app store screenshots (phone mockups with captions)",
      "UI/UX design of patient app",
    );
    expect(hasKind(design, "mobile_app", "social_captions")).toBe(false);
    expect(hasKind(design, "ui_design")).toBe(true);
    const docs = kinds(
      "Need a technical writer:\n- 1 REST API reference document for integration partners (around 35 endpoints, we'll give OpenAPI file)",
      "Technical writer for API doc",
    );
    expect(hasKind(docs, "api_endpoints")).toBe(false);
    expect(hasKind(docs, "technical_docs")).toBe(true);
  });

  it("plans no accounts for guests who need none, no API to build for the one a link uses, and one web app called 'the site'", () => {
    const found = kinds(
      "Guests should be able to check availability on a calendar and book. Guests do not need to create account.\nWe need the site in English and Malayalam.\nOur office needs: manage boats, prices, block dates, see all bookings.\nWhatsApp through official business API only.",
      "Houseboat booking web app with owner panel",
    );
    expect(hasKind(found, "login", "api_endpoints", "site_pages")).toBe(false);
    expect(found.filter((k) => k.startsWith("web_app"))).toHaveLength(1);
  });

  it("reads a token or ordering system named in a title as the web app", () => {
    expect(
      kinds("Employees pre-order meals from phone browser.", "Office canteen pre-order & token system"),
    ).toContain("web_app:Token system");
  });

  it("reads chat between an app's users as a feature, a chat widget or bot as a link, and offline entry that syncs as a feature", () => {
    const found = kinds(
      "Need an Android app.\n- doubt chat between student and teacher with photo\n- live chat widget on the website\n- tablets must allow ticket entry offline and sync when back in range",
    );
    expect(found).toContain("feature:Doubt chat between student and teacher");
    expect(found.filter((k) => k.startsWith("integration"))).toEqual(["integration:Live chat"]);
    expect(found).toContain("feature:Entry offline");
  });

  it("reads a certificate the system makes as a PDF as a feature, a printed one as print", () => {
    const kindOf = (line: string) =>
      read(`Need a web portal for our NGO.\n${line}`).find((d) => /certificate/i.test(d.title))?.kind;
    expect(kindOf("- Certificate PDF on completion")).toBe("feature");
    expect(kindOf("- volunteer downloads a certificate (PDF auto-generated) once hours are approved")).toBe(
      "feature",
    );
    expect(kindOf("- design a certificate for our annual day, to be printed")).toBe("print_items");
  });

  it("builds nothing in a brief its title says is documentation: the API, portal and logins are what the documents describe", () => {
    const found = kinds(
      "PayNest already has a public developer portal on Docusaurus — we don't need that rebuilt. We need writing: (1) a Getting Started guide, (2) an Authentication guide, and (3) a full reference for our 12 REST endpoints. Stripe's docs are the gold standard.",
      "API documentation for our payments SDK",
    );
    expect(found.every((k) => k.startsWith("technical_docs"))).toBe(true);
    // A title that names the API first asks for it to be built.
    expect(
      hasKind(
        kinds("12 endpoints with Swagger docs.", "Partner API: endpoints and reference docs"),
        "api_endpoints",
      ),
    ).toBe(true);
  });

  it("reads no app in 'in-app notifications' and no link in 'no integration needed'", () => {
    const found = kinds(
      "Need a web portal for our plant. The system reminds technicians when PM is due (in-app + browser notification). Spares are in SAP, no integration needed.",
    );
    expect(hasKind(found, "mobile_app")).toBe(false);
    expect(found).not.toContain("integration:No integration");
  });

  it("reads a vendor's API as the link to it, not endpoints to build", () => {
    expect(
      read("Need a freight calculator on our site, with distance from Google Maps API.").map((d) => d.kind),
    ).toEqual(["feature", "integration"]);
  });
});
