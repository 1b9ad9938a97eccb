import { describe, expect, it } from "vitest";
import { readDeliverables as read } from "./read-deliverables.test-helper";

const kinds = (description: string, title?: string) => read(description, title).map((d) => d.kind);

/** What one sentence asks for in its context (read-sentence.ts), read end to end. */
describe("readSentence, through extractDeliverables", () => {
  it("reads the topics a docs request lists in brackets as topics, not features to build", () => {
    expect(
      kinds(
        "1) knowledge-base entries — qty: 15 (create invoice, e-way bill, GSTR-1 export, etc.), with screenshots",
      ),
    ).toEqual(["technical_docs"]);
    // Asking outside the brackets still asks.
    expect(kinds("Create a coupon feature and help docs for it.")).toContain("feature");
  });

  it("reads docs from the client's OpenAPI spec as writing, Swagger docs asked for as one document, a Postman collection as part of the build", () => {
    expect(
      kinds(
        "We need the API reference for 22 endpoints — we have an OpenAPI spec but it needs proper descriptions.",
      ),
    ).toEqual(["technical_docs"]);
    for (const asked of [
      "Build 12 REST endpoints. Swagger documentation please.",
      "Build 12 REST endpoints, with docs in Swagger.",
    ])
      expect(read(asked).map((d) => [d.kind, d.quantity])).toEqual([
        ["api_endpoints", 12],
        ["technical_docs", 1],
      ]);
    expect(kinds("Build 12 REST endpoints and share a Postman collection.")).toEqual(["api_endpoints"]);
  });

  it("reads 'N static pages' as a site's pages, and problems given as the reason to move as no fix job", () => {
    const move = read(
      "Our WooCommerce store has become slow and plugin updates keep breaking things, so we're moving to Shopify.\n" +
        "- 5 static pages: About, Shipping, Returns, Size Guide, Contact",
    );
    expect(move.map((d) => [d.kind, d.quantity])).toEqual([["site_pages", 5]]);
    expect(kinds("Our store has become slow and plugin updates keep breaking things. Please fix.")).toEqual([
      "maintenance",
    ]);
  });

  it("reads the client's software rewritten as a web app to build, not words to edit, and nothing under 'NOT IN SCOPE:'", () => {
    expect(
      read(
        "Our billing software breaks on PHP 8.\n1. Rewrite the existing system in Laravel with the same functionality - 14 screens as per list.\n" +
          "NOT IN SCOPE: new features, mobile app, redesign.",
        "Rewrite of legacy billing system",
      ).map((d) => [d.kind, d.quantity]),
    ).toEqual([["web_app", 14]]);
    expect(kinds("We want the same software rewritten in Laravel, hosted on cloud.")).toEqual(["web_app"]);
    expect(kinds("Rewrite old PHP inventory tool in React/Node.")).toEqual(["web_app"]);
    // Words rewritten are still edited.
    expect(kinds("Please rewrite the text of our 5 service pages.")).not.toContain("web_app");
  });

  it("reads people signing in by mobile and OTP, or an 'auth' endpoint for them, as accounts; a partner's API key as part of the API", () => {
    const accounts = (description: string) => kinds(description, "Web app").filter((k) => k === "login");
    expect(
      accounts("Students should be able to register with mobile number + OTP and buy a package."),
    ).toEqual(["login"]);
    expect(accounts("About 20 REST endpoints:\n- auth with mobile OTP (MSG91)\n- cart, place order")).toEqual(
      ["login"],
    );
    expect(accounts("Around 12 REST endpoints: auth, menu of the day, place order, order history.")).toEqual([
      "login",
    ]);
    expect(accounts("A partner REST API: 6 endpoints (auth token, list orders, accept order).")).toEqual([]);
    expect(
      accounts("Need a REST API for partners: 5 endpoints, auth with API key + secret per partner."),
    ).toEqual([]);
  });

  it("refuses only what a negation names, not what a later clause with its own subject says", () => {
    expect(
      kinds(
        "Our buyers don't like websites, they message us on WhatsApp. We want a WhatsApp bot that takes orders.",
      ),
    ).toContain("integration");
    expect(kinds("We don't need WhatsApp updates, only a contact form.")).not.toContain("integration");
  });
});
