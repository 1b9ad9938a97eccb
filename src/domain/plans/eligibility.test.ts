import { describe, expect, it } from "vitest";
import {
  acceptanceLimitMessage,
  effectivePlan,
  FREE_LIMIT_MESSAGE,
  PRO_LIMIT_MESSAGE,
  planLabel,
  planPricePaise,
  projectEligibility,
  qualifiesForFreeDelivery,
} from "./eligibility";

const now = new Date("2025-06-01T00:00:00Z");
const accepted = (...isoDates: string[]) => isoDates.map((d) => ({ acceptedAt: new Date(d) }));

describe("free plan (spec 2 §5)", () => {
  it("allows the first accepted project and blocks the second", () => {
    const base = { subscriptionType: "free" as const, subscriptionExpiresAt: null, now };
    expect(projectEligibility({ ...base, acceptedProjects: [] })).toEqual({
      eligible: true,
      reason: null,
      message: null,
      plan: "free",
      used: 0,
      limit: 1,
    });
    const blocked = projectEligibility({ ...base, acceptedProjects: accepted("2020-01-01") });
    expect(blocked).toMatchObject({ eligible: false, reason: "free_limit", used: 1, limit: 1 });
    expect(blocked.message).toBe(
      "Free users can only have 1 accepted project. Upgrade to Pro to accept up to 5 projects!",
    );
    expect(blocked.message).toBe(FREE_LIMIT_MESSAGE);
  });
});

describe("pro plan (spec 2 §5)", () => {
  const expires = new Date("2025-12-01T00:00:00Z"); // year runs from 2024-12-01
  const base = { subscriptionType: "pro" as const, subscriptionExpiresAt: expires, now };

  it("allows up to 5 accepted projects within the current subscription year", () => {
    const four = accepted("2024-12-01T00:00:00Z", "2025-01-01", "2025-02-01", "2025-03-01");
    expect(projectEligibility({ ...base, acceptedProjects: four })).toMatchObject({
      eligible: true,
      used: 4,
      limit: 5,
    });
    const five = [...four, ...accepted("2025-05-31")];
    const blocked = projectEligibility({ ...base, acceptedProjects: five });
    expect(blocked).toMatchObject({ eligible: false, reason: "pro_limit", used: 5 });
    expect(blocked.message).toBe(
      "You have reached your limit of 5 accepted projects for the current subscription period. Upgrade to Enterprise for unlimited projects!",
    );
    expect(blocked.message).toBe(PRO_LIMIT_MESSAGE);
  });

  it("does not count projects accepted before the year began (one year before expiry)", () => {
    const projects = accepted(
      "2024-11-30T23:59:59Z",
      "2024-06-01",
      "2025-01-01",
      "2025-02-01",
      "2025-03-01",
      "2025-04-01",
    );
    expect(projectEligibility({ ...base, acceptedProjects: projects })).toMatchObject({
      eligible: true,
      used: 4,
    });
  });

  it("counts an expired pro plan as free", () => {
    const lapsed = { ...base, subscriptionExpiresAt: new Date("2025-05-31T00:00:00Z") };
    expect(projectEligibility({ ...lapsed, acceptedProjects: [] })).toMatchObject({
      eligible: true,
      plan: "free",
    });
    expect(projectEligibility({ ...lapsed, acceptedProjects: accepted("2025-01-01") })).toMatchObject({
      eligible: false,
      reason: "free_limit",
      plan: "free",
    });
    // Expiring exactly now is expired.
    expect(effectivePlan("pro", now, now)).toBe("free");
  });

  it("counts every accepted project when a pro plan has no expiry date", () => {
    const projects = accepted("2019-01-01", "2020-01-01", "2021-01-01", "2022-01-01", "2023-01-01");
    expect(
      projectEligibility({ ...base, subscriptionExpiresAt: null, acceptedProjects: projects }),
    ).toMatchObject({ eligible: false, reason: "pro_limit", plan: "pro" });
  });
});

describe("enterprise plan (spec 2 §5)", () => {
  it("is unlimited while active and free once expired", () => {
    const many = accepted(...Array.from({ length: 50 }, () => "2025-05-01"));
    expect(
      projectEligibility({
        subscriptionType: "enterprise",
        subscriptionExpiresAt: new Date("2026-01-01"),
        acceptedProjects: many,
        now,
      }),
    ).toMatchObject({ eligible: true, reason: null, message: null, limit: null, used: 50 });
    expect(
      projectEligibility({
        subscriptionType: "enterprise",
        subscriptionExpiresAt: new Date("2025-01-01"),
        acceptedProjects: many,
        now,
      }),
    ).toMatchObject({ eligible: false, reason: "free_limit" });
  });
});

describe("plan labels and prices (spec 1 §9)", () => {
  it("labels plans", () => {
    expect(["pro", "enterprise", "free", "project_123", ""].map(planLabel)).toEqual([
      "Pro Plan",
      "Enterprise Plan",
      "Free Plan",
      "Subscription",
      "Subscription",
    ]);
  });
  it("prices plans in paise", () => {
    expect(planPricePaise("free")).toBe(0);
    expect(planPricePaise("pro")).toBe(10_000);
    expect(planPricePaise("enterprise")).toBe(1_000_000);
  });
});

describe("free delivery (spec 1 §1, spec 2 §9)", () => {
  it("applies strictly under ₹10,000", () => {
    expect(qualifiesForFreeDelivery(999_999)).toBe(true);
    expect(qualifiesForFreeDelivery(1_000_000)).toBe(false);
    expect(() => qualifiesForFreeDelivery(10.5)).toThrow(RangeError);
  });
});

describe("acceptanceLimitMessage (issue 19 item 2)", () => {
  it("names the plan, its limit and the upgrade staff must wait for; nothing while there is room", () => {
    const free = { subscriptionType: "free" as const, subscriptionExpiresAt: null, now };
    expect(acceptanceLimitMessage(projectEligibility({ ...free, acceptedProjects: [] }))).toBeNull();
    expect(
      acceptanceLimitMessage(projectEligibility({ ...free, acceptedProjects: accepted("2025-01-01") })),
    ).toBe(
      "The client's Free Plan allows 1 accepted project and 1 is already accepted. The client must upgrade to Pro before another project can be accepted.",
    );
    const pro = {
      subscriptionType: "pro" as const,
      subscriptionExpiresAt: new Date("2025-12-01T00:00:00Z"),
      now,
      acceptedProjects: accepted("2025-01-01", "2025-02-01", "2025-03-01", "2025-04-01", "2025-05-01"),
    };
    expect(acceptanceLimitMessage(projectEligibility(pro))).toBe(
      "The client's Pro Plan allows 5 accepted projects in the current subscription year and 5 are already accepted. The client must upgrade to Enterprise before another project can be accepted.",
    );
    const enterprise = { ...pro, subscriptionType: "enterprise" as const };
    expect(acceptanceLimitMessage(projectEligibility(enterprise))).toBeNull();
  });
});
