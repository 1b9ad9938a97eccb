import { describe, expect, it } from "vitest";
import {
  canViewVersionNumber,
  draftFields,
  freelancerVisibleVersion,
  nextVersionNumber,
  versionsForViewer,
} from "./versions";

const v = (versionNumber: number, enabledForFreelancer = false) => ({
  versionNumber,
  isDraft: versionNumber === 0,
  enabledForFreelancer,
});

describe("freelancerVisibleVersion", () => {
  it("hides a project with no enabled version", () => {
    expect(freelancerVisibleVersion([v(1), v(2), v(0)])).toBeUndefined();
  });
  it("prefers an enabled draft", () => {
    expect(freelancerVisibleVersion([v(1, true), v(2, true), v(0, true)])?.versionNumber).toBe(0);
  });
  it("otherwise takes the highest enabled version", () => {
    expect(freelancerVisibleVersion([v(3), v(1, true), v(2, true), v(0)])?.versionNumber).toBe(2);
  });
  it("does not reorder its input", () => {
    const input = [v(1, true), v(2, true)];
    freelancerVisibleVersion(input);
    expect(input.map((x) => x.versionNumber)).toEqual([1, 2]);
  });
});

describe("canViewVersionNumber", () => {
  it("lets only staff open the draft", () => {
    expect(canViewVersionNumber("manager", 0)).toBe(true);
    expect(canViewVersionNumber("administrator", 0)).toBe(true);
    expect(canViewVersionNumber("client", 0)).toBe(false);
  });
  it("lets clients and staff open published versions, freelancers none", () => {
    expect(canViewVersionNumber("client", 2)).toBe(true);
    expect(canViewVersionNumber("manager", 1)).toBe(true);
    expect(canViewVersionNumber("freelancer", 1)).toBe(false);
    expect(canViewVersionNumber("client", -1)).toBe(false);
  });
});

describe("versionsForViewer", () => {
  it("lists newest first with the draft on top for staff only", () => {
    const all = [v(1), v(0), v(3), v(2)];
    expect(versionsForViewer(all, "manager").map((x) => x.versionNumber)).toEqual([0, 3, 2, 1]);
    expect(versionsForViewer(all, "client").map((x) => x.versionNumber)).toEqual([3, 2, 1]);
  });
});

describe("nextVersionNumber", () => {
  it("is one above the highest published number, ignoring the draft", () => {
    expect(nextVersionNumber([v(1), v(0)])).toBe(2);
    expect(nextVersionNumber([v(1), v(4), v(2)])).toBe(5);
    expect(nextVersionNumber([])).toBe(1);
  });
});

describe("draftFields", () => {
  const current = { freelancerBudget: 50_000_00, enabledForFreelancer: true };
  it("creates a draft with the flag false and the current freelancer budget", () => {
    expect(draftFields(undefined, current, { freelancerBudget: 40_000_00 })).toEqual({
      freelancerBudget: 40_000_00,
      enabledForFreelancer: false,
    });
    expect(draftFields(undefined, current, {})).toEqual({
      freelancerBudget: 50_000_00,
      enabledForFreelancer: false,
    });
  });
  it("applies an explicit flag on a new draft", () => {
    expect(draftFields(undefined, current, { enabledForFreelancer: true }).enabledForFreelancer).toBe(true);
  });
  it("updates an existing draft, keeping what the change leaves out", () => {
    const draft = { freelancerBudget: 10_00, enabledForFreelancer: true };
    expect(draftFields(draft, current, { freelancerBudget: null })).toEqual({
      freelancerBudget: null,
      enabledForFreelancer: true,
    });
    expect(draftFields(draft, current, { enabledForFreelancer: false })).toEqual({
      freelancerBudget: 10_00,
      enabledForFreelancer: false,
    });
  });
});
