import { describe, expect, it } from "vitest";
import { BRIEF_TODAY, WEBSITE_BRIEF } from "../../../test/fixtures/briefs/website-brief";
import { analyzeBrief } from "./analyze-brief";
import {
  type CompletedProjectHours,
  calibrationHistory,
  calibrationRatios,
  MIN_CALIBRATION_PROJECTS,
} from "./calibration";
import { HOURLY_RATE_PAISE } from "./norms";
import { analysisSchema } from "./schema";

const WEBSITE_KINDS = ["site_pages", "catalogue", "feature", "language_version"];
const today = BRIEF_TODAY;
const website = WEBSITE_BRIEF;

const site = (
  estimatedHours: number,
  actualHours: number,
  completedOn = "2026-03-10",
): CompletedProjectHours => ({
  projectType: "it_services",
  subcategory: "website",
  estimatedHours,
  actualHours,
  completedOn,
});

describe("calibrationRatios (issue 20 item 7)", () => {
  it("divides summed actual by summed estimated hours, to 2 decimals, with the number of projects", () => {
    // 71 / 60 = 1.18333…: hours-weighted, not the mean of 1.2, 1.175, 1.18.
    const [ratio] = calibrationRatios([site(10, 12), site(20, 23.5), site(30, 35.5)]);
    expect(ratio).toEqual({
      projectType: "it_services",
      subcategory: "website",
      ratio: 1.18,
      unboundedRatio: 1.18,
      projects: 3,
      estimatedHours: 60,
      actualHours: 71,
      applied: false,
    });
  });

  it("is applied from five projects on, not at four", () => {
    const four = Array.from({ length: MIN_CALIBRATION_PROJECTS - 1 }, () => site(10, 12));
    expect(calibrationRatios(four)[0]).toMatchObject({ projects: 4, applied: false });
    expect(calibrationRatios([...four, site(10, 12)])[0]).toMatchObject({ projects: 5, applied: true });
  });

  it("holds the ratio to 0.5–2× and keeps the measured one beside it", () => {
    const over = calibrationRatios([site(10, 26)])[0];
    expect(over).toMatchObject({ ratio: 2, unboundedRatio: 2.6 });
    const under = calibrationRatios([site(10, 3)])[0];
    expect(under).toMatchObject({ ratio: 0.5, unboundedRatio: 0.3 });
  });

  it("keeps kinds of work apart, in spec 2 §1's order, and leaves out projects without estimated hours", () => {
    const logo: CompletedProjectHours = {
      projectType: "graphic_design",
      subcategory: "logo",
      estimatedHours: 8,
      actualHours: 6,
      completedOn: "2026-03-01",
    };
    const ratios = calibrationRatios([logo, site(10, 11), site(0, 5)]);
    expect(ratios.map((r) => [r.subcategory, r.ratio, r.projects])).toEqual([
      ["website", 1.1, 1],
      ["logo", 0.75, 1],
    ]);
  });
});

describe("calibrationHistory", () => {
  it("gives every month from the first completion to the last, each with the ratios up to its end", () => {
    const history = calibrationHistory([site(10, 20, "2026-04-30"), site(10, 10, "2026-01-05")]);
    expect(history.map((m) => m.month)).toEqual(["2026-01", "2026-02", "2026-03", "2026-04"]);
    expect(history[0].ratios[0]).toMatchObject({ ratio: 1, projects: 1 });
    expect(history[2].ratios[0]).toMatchObject({ ratio: 1, projects: 1 });
    expect(history[3].ratios[0]).toMatchObject({ ratio: 1.5, projects: 2 });
    expect(calibrationHistory([])).toEqual([]);
  });

  it("crosses a year end", () => {
    const history = calibrationHistory([site(10, 10, "2025-11-20"), site(10, 10, "2026-01-02")]);
    expect(history.map((m) => m.month)).toEqual(["2025-11", "2025-12", "2026-01"]);
  });
});

describe("analyzeBrief with a calibration", () => {
  const plain = analyzeBrief(website, { today });
  const overran = calibrationRatios(Array.from({ length: 5 }, () => site(100, 118)));

  it("changes nothing when no ratio of the brief's kind of work has five projects", () => {
    const four = calibrationRatios(Array.from({ length: 4 }, () => site(100, 118)));
    expect(analyzeBrief(website, { today, calibration: four })).toEqual(plain);
    const logos = calibrationRatios(
      Array.from({ length: 5 }, () => ({
        ...site(10, 15),
        projectType: "graphic_design" as const,
        subcategory: "logo" as const,
      })),
    );
    expect(analyzeBrief(website, { today, calibration: logos })).toEqual(plain);
  });

  it("scales the production hours of its kind of work once five completed projects overran, and says why", () => {
    const calibrated = analyzeBrief(website, { today, calibration: overran });
    expect(analysisSchema.parse(calibrated)).toEqual(calibrated);
    expect(calibrated.breakdown).toHaveLength(plain.breakdown.length);
    let scaled = 0;
    calibrated.breakdown.forEach((task, i) => {
      const before = plain.breakdown[i];
      expect(task.estimatedBudget).toBe(task.estimatedHours * HOURLY_RATE_PAISE.it_services);
      // Website work: pages, catalogues, site features, language versions; a booking integration is web-app work.
      const kind = task.deliverable != null ? calibrated.deliverables?.[task.deliverable].kind : undefined;
      if (task.stage === "production" && WEBSITE_KINDS.includes(kind ?? "")) {
        // To the half hour, as the planner rounds hours.
        expect(task.estimatedHours).toBe(Math.max(0.5, Math.round(before.estimatedHours * 1.18 * 2) / 2));
        expect(task.basis).toContain("× 1.18 from 5 completed website projects");
        scaled += 1;
      } else {
        expect(task.estimatedHours).toBe(before.estimatedHours);
      }
    });
    expect(scaled).toBeGreaterThan(0);
    expect(calibrated.estimatedHours).toBeGreaterThan(plain.estimatedHours);
    expect(calibrated.suggestedBudget.max).toBeGreaterThan(plain.suggestedBudget.max);
    expect(calibrated.explanation?.assumptions).toContain(
      "Website projects ran 1.18× their estimates over 5 completed projects, so the production hours of website work are multiplied by 1.18.",
    );
    expect(plain.explanation?.assumptions.join(" ")).not.toMatch(/completed projects/);
  });

  it("says when the measured ratio was held to the bounds", () => {
    const wild = calibrationRatios(Array.from({ length: 6 }, () => site(10, 31)));
    const calibrated = analyzeBrief(website, { today, calibration: wild });
    expect(calibrated.explanation?.assumptions).toContain(
      "Website projects ran 3.1× their estimates over 6 completed projects, so the production hours of website work are multiplied by 2 (3.1× measured, held to 0.5–2×).",
    );
  });
});
