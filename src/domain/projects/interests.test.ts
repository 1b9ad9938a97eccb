import { describe, expect, it } from "vitest";
import {
  browsableVersion,
  expressInterestSchema,
  INTEREST_NOTE_MAX,
  interestTransition,
  matchesBrowseSearch,
} from "./interests";

const v = (versionNumber: number, enabledForFreelancer = false) => ({
  versionNumber,
  isDraft: versionNumber === 0,
  enabledForFreelancer,
});

describe("interestTransition", () => {
  it("inserts a first interest as interested", () => {
    expect(interestTransition(undefined, "express")).toEqual({
      ok: true,
      next: "interested",
      write: "insert",
    });
  });
  it("re-activates a withdrawn interest", () => {
    expect(interestTransition("withdrawn", "express")).toEqual({
      ok: true,
      next: "interested",
      write: "update",
    });
  });
  it("refuses a second interest while one is active", () => {
    expect(interestTransition("interested", "express")).toEqual({ ok: false, reason: "already_interested" });
  });
  it("withdraws an active interest", () => {
    expect(interestTransition("interested", "withdraw")).toEqual({
      ok: true,
      next: "withdrawn",
      write: "update",
    });
  });
  it.each([undefined, "withdrawn"] as const)("refuses to withdraw from %s", (status) => {
    expect(interestTransition(status, "withdraw")).toEqual({ ok: false, reason: "not_interested" });
  });
});

describe("browsableVersion", () => {
  it("lists phase 1 and 2 projects with an enabled version, draft preferred", () => {
    expect(browsableVersion(1, [v(1, true), v(0, true)])?.versionNumber).toBe(0);
    expect(browsableVersion(2, [v(1, true), v(2, true), v(0)])?.versionNumber).toBe(2);
  });
  it("hides accepted projects (phase 3 and up) even when enabled", () => {
    expect(browsableVersion(3, [v(1, true)])).toBeUndefined();
    expect(browsableVersion(5, [v(0, true)])).toBeUndefined();
  });
  it("hides projects with no enabled version", () => {
    expect(browsableVersion(1, [v(1), v(0)])).toBeUndefined();
  });
});

describe("matchesBrowseSearch", () => {
  const version = { title: "Bakery website", description: "Online orders and a gallery" };
  it("matches title or description, ignoring case", () => {
    expect(matchesBrowseSearch(version, "BAKERY")).toBe(true);
    expect(matchesBrowseSearch(version, "gallery")).toBe(true);
    expect(matchesBrowseSearch(version, "mobile app")).toBe(false);
  });
  it("matches everything for an empty search", () => {
    expect(matchesBrowseSearch(version, "  ")).toBe(true);
    expect(matchesBrowseSearch(version, undefined)).toBe(true);
  });
});

describe("expressInterestSchema", () => {
  it("trims the note and drops a blank one", () => {
    expect(expressInterestSchema.parse({ notes: "  I built three bakery sites.  " }).notes).toBe(
      "I built three bakery sites.",
    );
    expect(expressInterestSchema.parse({ notes: "   " }).notes).toBeUndefined();
    expect(expressInterestSchema.parse({}).notes).toBeUndefined();
  });
  it("refuses an over-long note", () => {
    const result = expressInterestSchema.safeParse({ notes: "x".repeat(INTEREST_NOTE_MAX + 1) });
    expect(result.success).toBe(false);
  });
});
