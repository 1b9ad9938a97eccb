import { describe, expect, it } from "vitest";
import { analyzeBrief } from "./analyze-brief";
import { readDeliverables as read } from "./read-deliverables.test-helper";

const kinds = (description: string, title: string) => read(description, title).map((d) => d.kind);

/** What a sentence names beside a link or a page it does not ask to build (blind round x). */
describe("links, pages and APIs named as context", () => {
  it("reads a named link's webhook and a call 'via API' as part of the link, not an API to build", () => {
    const found = kinds(
      "Existing custom Laravel 10 e-commerce site.\n1) When an order is packed, create the Shiprocket order and show " +
        "tracking status on the customer's order page (Shiprocket webhook).\n2) Razorpay refunds: trigger refund via API " +
        "and update status when the refund.processed webhook comes.",
      "Shiprocket integration + Razorpay refund webhook for existing Laravel site",
    );
    expect(found).toEqual(["integration", "integration"]);
  });

  it("prices links to a client's own system as code, the integration asked for by its noun", () => {
    const brief = {
      title: "Integrate WhatsApp Business API and Razorpay with our CRM",
      description:
        "We have a custom CRM in Node.js. Need integration with WhatsApp Business API (templates, incoming messages " +
        "into CRM tickets) and Razorpay payment links sent from CRM with webhook status updates.",
    };
    expect(kinds(brief.description, brief.title)).toEqual(["integration", "integration", "integration"]);
    expect(analyzeBrief(brief, { today: new Date("2026-03-02T10:00:00Z") }).projectType).toBe("it_services");
  });

  it("reads registration for an event as a form, not accounts, and prices a form as one", () => {
    const analysis = analyzeBrief(
      {
        title: "1 landing page for free ayurveda health camp registration",
        description: "Registration form (name, age, phone, problem) should go to Google Sheet. Need by 19th.",
      },
      { today: new Date("2026-02-02T10:00:00Z") },
    );
    expect(analysis.deliverables?.map((d) => d.kind)).not.toContain("login");
    expect(analysis.breakdown.find((t) => t.title === "Registration form")?.estimatedHours).toBeLessThan(4);
  });

  it("reads mockups for a website of T-shirts as product mockups, and a 'poster vibe' as a style", () => {
    expect(
      kinds(
        "Theme: old movie poster vibe. Need 6 original T-shirt graphics, then 20 mockups for website and Instagram " +
          "(flat lay + on-model using PSD templates).",
        "T-shirt graphics + mockups for our drop",
      ),
    ).toEqual(["illustrations", "mockups"]);
  });
});

/** Sites that are run as apps, and what staff update (blind round x). */
describe("a site's size and who keeps it", () => {
  it("counts a collections section's designs and names a staff update screen by what it updates", () => {
    const found = read(
      "We need a good-looking website — Home, About, Collections, Gold Rate, Schemes, Contact — thats 6 pages.\n\n" +
        "Collections section with around 120 designs (photos + weight + purity, no prices).\n\n" +
        "Gold rate should be updated by our staff every morning from a simple screen on mobile.",
      "Jewellery showroom website with daily gold rate",
    );
    expect(found.find((d) => d.kind === "catalogue")?.quantity).toBe(120);
    expect(found.find((d) => d.kind === "admin_panel")?.title).toBe(
      "Gold rate should be updated by our staff",
    );
  });

  it("builds a website where passengers sign in, pay and pick seats, run from an admin side, as a web app", () => {
    const found = kinds(
      "We want our own booking website where passengers can see the seat layout and pick their seat, pay through " +
        "Cashfree, and get the ticket by SMS. Our counter staff and agents should be able to book from the same " +
        "system. We also need an admin side where we set up the routes, buses and fares.",
      "Online ticket booking for our buses",
    );
    expect(found).toContain("web_app");
    expect(found).not.toContain("site_pages");
  });
});

/** Words that name a page, a source of visitors or a detail, not a part to build (blind round z). */
describe("a site's page names and its visitors' search", () => {
  it("reads 'come from google search' as no search feature and 'our registration details' as no accounts", () => {
    const found = kinds(
      "6 pages - home, about, treatments, contact. Should look good on mobile as most patients come from google " +
        "search on phone. Email an 80G receipt with our registration details.",
      "Website for dental clinic",
    );
    expect(found).not.toContain("login");
    expect(
      read("Most patients come from google search on phone.", "Clinic website").map((d) => d.title),
    ).not.toContain("Search");
  });

  it("reads stories named as a page as that page, and a feature named again in one word as the same feature", () => {
    const found = read(
      "We need a new site of 9 pages (home, about, programmes, impact stories, gallery, donate, contact). Donate page " +
        "should take donations through Razorpay and email an 80G receipt PDF. Monthly donors also should get the receipt every month.",
      "Website with donations for our trust",
    );
    expect(found.map((d) => d.kind)).not.toContain("articles");
    expect(found.filter((d) => d.kind === "feature").map((d) => d.title)).toEqual(["80G receipt"]);
  });
});

/** Vendors no rule knows (blind round z). */
describe("a link named only by its vendor", () => {
  it("builds one link per vendor named after 'via' in a brief that builds software, not a link's provider", () => {
    const found = read(
      "Our Android app needs a backend. 14 endpoints:\n| 5 | POST /kyc/pan | PAN verify via Karza |\n" +
        "| 6 | POST /kyc/aadhaar | Aadhaar OKYC via Digio |\n| 12 | POST /loan/accept | e-sign of agreement via Digio |\n" +
        "Push notifications via FCM for broadcast. Import the old list via Excel.",
      "Backend REST APIs for loan origination app",
    );
    expect(found.filter((d) => d.kind === "integration").map((d) => d.title)).toEqual([
      "Karza",
      "Digio",
      "Push notifications",
    ]);
  });

  it("reads none in a brief that builds no software", () => {
    expect(kinds("Write 5 articles and send them via Dropbox or via Wetransfer.", "Blog articles")).toEqual([
      "articles",
    ]);
  });
});

describe("an app's manager dashboard, language and offline use", () => {
  it("reads a manager web dashboard of N screens, 'App in Gujarati + English' and 'offline punch with sync later'", () => {
    const found = read(
      "Need an Android app with ~6 screens: login, punch in/out, leave request.\n\nManager web dashboard, 4 screens: live " +
        "map, leave approvals.\n\nApp in Gujarati + English. Must allow offline punch with sync later.",
      "Field staff attendance app",
    );
    expect(found.find((d) => d.kind === "admin_panel")?.quantity).toBe(4);
    expect(found.map((d) => d.kind)).toContain("language_version");
    expect(found.some((d) => d.kind === "feature" && /offline/i.test(d.title))).toBe(true);
  });
});
