import { describe, expect, it } from "vitest";
import { hostingBudgetMax, hostingTask, mentionsHosting } from "./hosting";
import { analysisTaskSchema } from "./schema";

describe("mentionsHosting (spec 2 §2)", () => {
  it.each([
    ["Need a website", ""],
    ["", "We want a Web Application for bookings"],
    ["Web app for clinics", ""],
    ["Landing page", ""],
    ["", "a portfolio site for my photos"],
    ["Ecommerce store", ""],
    ["E-commerce store", ""],
    ["", "Write posts for our blog"],
    ["", "several websites"],
  ])("offers hosting for %j / %j", (title, description) => {
    expect(mentionsHosting(title, description)).toBe(true);
  });

  it.each([
    ["Logo for my bakery", "Modern and friendly"],
    ["Mobile app", "Android and iOS"],
    ["Blogger outreach", "mywebsite.com"],
  ])("does not offer hosting for %j / %j", (title, description) => {
    expect(mentionsHosting(title, description)).toBe(false);
  });
});

describe("hostingTask (spec 2 §5)", () => {
  it("is a one-year, ₹1,000, low-priority task", () => {
    const task = hostingTask({ startDate: "2025-06-02", dependencies: [4] });
    expect(task).toMatchObject({
      estimatedBudget: 100_000,
      estimatedHours: 0,
      priority: "low",
      startDate: "2025-06-02",
      dueDate: "2026-06-01",
      isMilestone: false,
      milestoneGroup: null,
      dependencies: [4],
    });
    expect(analysisTaskSchema.parse(task)).toEqual(task);
  });

  it("handles a start on 29 February", () => {
    expect(hostingTask({ startDate: "2024-02-29" }).dueDate).toBe("2025-02-28");
  });

  it("rejects an invalid start date", () => {
    expect(() => hostingTask({ startDate: "2025-02-30" })).toThrow(RangeError);
  });
});

describe("hostingBudgetMax (spec 2 §5)", () => {
  it("is 1.2 × the total in whole paise", () => {
    expect(hostingBudgetMax(1_000_000)).toBe(1_200_000);
    expect(hostingBudgetMax(12_345)).toBe(14_814);
  });
});
