import { describe, expect, it } from "vitest";
import * as c from "./constants";

describe("spec §9 constants", () => {
  it("accounts (spec 1 §5, §9)", () => {
    expect([c.PASSWORD_MIN_SIGN_UP, c.PASSWORD_MIN_SIGN_IN, c.PASSWORD_MIN_CHANGE]).toEqual([10, 6, 8]);
    expect([c.MIN_AGE_YEARS, c.MAX_AGE_YEARS]).toEqual([13, 100]);
    expect(c.MAX_PROFILE_IMAGE_BYTES).toBe(5 * 1024 * 1024);
    expect(c.LOGIN_HISTORY_PAGE_SIZE).toBe(50);
  });

  it("shell (spec 1 §2, §9)", () => {
    expect(c.UNREAD_BADGE_CAP).toBe(99);
    expect(c.RECENT_LIST_SIZE).toBe(5);
    expect(c.GANTT_WINDOW_MONTHS).toEqual([1, 2, 3, 6]);
    expect(c.GANTT_DEFAULT_WINDOW_MONTHS).toBe(3);
  });

  it("plans in paise (spec 1 §9, spec 2 §9)", () => {
    expect(c.PLAN_PRICES_PAISE).toEqual({ free: 0, pro: 100 * 100, enterprise: 10_000 * 100 });
    expect(c.PLAN_PROJECT_LIMITS).toEqual({ free: 1, pro: 5, enterprise: null });
    expect(c.FREE_DELIVERY_THRESHOLD_PAISE).toBe(10_000 * 100);
    expect(c.HOSTING_PRICE_PAISE).toBe(1_000 * 100);
  });

  it("projects (spec 2 §5, §9)", () => {
    expect(c.MAX_ATTACHMENT_BYTES).toBe(10 * 1024 * 1024);
    expect(c.MAX_ANALYZED_ATTACHMENTS).toBe(10);
    expect(c.MATCHES_SHOWN).toBe(6);
    expect(c.SKILLS_SHOWN).toEqual({ projectCard: 5, taskCard: 3, matchCard: 4, browserCard: 8 });
    expect(c.ADVANCE_PERCENT).toBe(20);
    expect([c.ADVANCE_FALLBACK_DAYS, c.MILESTONE_FALLBACK_SPACING_DAYS, c.FINAL_FALLBACK_DAYS]).toEqual([
      7, 15, 30,
    ]);
    expect([c.MILESTONE_GROUP_MIN, c.MILESTONE_GROUP_MAX]).toEqual([1, 4]);
    expect(c.DRAFT_VERSION_NUMBER).toBe(0);
  });

  it("match weights sum to 100 (spec 2 §5)", () => {
    expect(c.MATCH_WEIGHTS).toEqual({ skills: 50, rating: 25, experience: 15, successRate: 10 });
    expect(Object.values(c.MATCH_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
    expect(c.MATCH_EXPERIENCE_CAP_YEARS).toBe(10);
  });
});
