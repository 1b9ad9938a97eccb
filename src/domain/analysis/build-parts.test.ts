import { describe, expect, it } from "vitest";
import { countedPartSpans } from "./build-parts";
import { readDeliverables as read } from "./read-deliverables.test-helper";

const kinds = (description: string, title?: string) => read(description, title).map((d) => d.kind);

describe("the parts a counted build lists (build-parts.ts)", () => {
  it("finds the list in brackets after the count, after a dash or colon, and before a count in brackets", () => {
    const spans = (text: string) => countedPartSpans(text).map(([from, to]) => text.slice(from, to).trim());
    expect(spans("12 rest endpoints (auth, rider profile, app config) in nestjs")).toEqual([
      "(auth, rider profile, app config)",
    ]);
    expect(spans("app: 14 screens – catalogue browse, cart, complaints. also a logo")).toEqual([
      "– catalogue browse, cart, complaints",
    ]);
    expect(spans("ordering web app – menu, cart, order tracking (customer side, maybe 8 screens)")).toEqual([
      "menu, cart, order tracking (customer side, maybe 8 screens",
    ]);
    expect(spans("a website of 8 pages with a booking form")).toEqual([]);
  });

  it("plans no feature, app or site the list names beside the build's count", () => {
    expect(
      kinds(
        "- 12 REST endpoints (auth token refresh, rider profile, deliver confirm with photo upload, app config)",
        "REST API backend",
      ),
    ).toEqual(["api_endpoints"]);
    expect(
      kinds(
        "* Ordering web app – menu, cart, address, order tracking status, my orders (customer side, maybe 8 screens)",
        "Ordering web app for our shop",
      ),
    ).toEqual(["web_app"]);
    expect(
      kinds("• CMS for staff: upto 8 admin screens (listings, leads, owners, site visits, reports...)"),
    ).toEqual(["admin_panel"]);
  });

  it("reads a page list 'covering' sections as the pages, and a site or web app without a count as the counted one", () => {
    expect(
      kinds(
        "2.1 Responsive website of fifteen (15) pages covering destinations, festivals, gallery, tenders, contact.",
        "RFP: Development of a tourism information portal",
      ),
    ).toEqual(["site_pages"]);
    expect(
      kinds(
        "Own ordering website venum.\n* Ordering web app – menu, cart, address, my orders (customer side, maybe 8 screens)",
        "Online ordering site for our biryani shop",
      ),
    ).toEqual(["web_app"]);
  });

  it("still plans a feature named outside the list, and one the build does not count", () => {
    expect(kinds("Web app (8 screens) for orders. Also a cart with coupons.")).toContain("feature");
    expect(kinds("We need a web app with a cart and order tracking.")).toContain("feature");
  });
});
