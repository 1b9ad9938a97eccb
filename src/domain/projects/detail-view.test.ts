import { describe, expect, it } from "vitest";
import {
  type DetailTaskRow,
  type DetailVersionRow,
  detailViewOf,
  estimateOf,
  shownVersion,
} from "./detail-view";

const version: DetailVersionRow = {
  id: "v1",
  versionNumber: 1,
  isDraft: false,
  enabledForFreelancer: true,
  title: "Shop site",
  description: "A small shop",
  requirements: null,
  estimatedBudget: 300_000,
  budgetMax: 400_000,
  freelancerBudget: 200_000,
  deadline: "2026-12-31",
  requiredSkills: ["React"],
  includeHosting: false,
  estimatedDuration: 10,
  projectType: "it_services",
  aiAnalysis: null,
};

const task = (id: string, hours: number, budget: number, group: number | null): DetailTaskRow => ({
  id,
  title: `Task ${id}`,
  description: null,
  status: "pending",
  priority: "medium",
  estimatedHours: hours,
  estimatedBudget: budget,
  startDate: "2026-12-01",
  dueDate: "2026-12-05",
  isMilestone: false,
  milestoneGroup: group,
  dependencies: [],
  requiredSkills: ["React"],
  assignedTo: null,
});

const tasks = [task("a", 10, 100_000, 1), task("b", 20.5, 200_000, null)];
const now = new Date("2026-11-26T06:00:00Z");

describe("detailViewOf", () => {
  it("gives freelancers, clients and both staff roles their view (spec 2 §6)", () => {
    expect(detailViewOf("freelancer")).toBe("freelancer");
    expect(detailViewOf("client")).toBe("client");
    expect(detailViewOf("manager")).toBe("staff");
    expect(detailViewOf("administrator")).toBe("staff");
  });
});

describe("shownVersion", () => {
  it("hides every budget, the estimate and the schedule from freelancers (spec 2 §6)", () => {
    const shown = shownVersion("freelancer", version, tasks, [], now);
    expect(shown.version).not.toHaveProperty("estimatedBudget");
    expect(shown.version).not.toHaveProperty("budgetMax");
    expect(shown.version).not.toHaveProperty("suggestedBudget");
    expect(shown.version).not.toHaveProperty("estimate");
    expect(shown.version.freelancerBudget).toBe(200_000);
    expect(shown.version.requiredSkills).toEqual(["React"]);
    expect(shown.tasks.map((t) => "estimatedBudget" in t)).toEqual([false, false]);
    expect(shown.paymentSchedule).toBeNull();
  });

  it("hides the freelancer budget and the required skills from clients, and gives them the schedule", () => {
    const shown = shownVersion("client", version, tasks, [], now);
    expect(shown.version).not.toHaveProperty("freelancerBudget");
    expect(shown.version).not.toHaveProperty("requiredSkills");
    expect(shown.version.estimatedBudget).toBe(300_000);
    expect(shown.tasks.map((t) => t.estimatedBudget)).toEqual([100_000, 200_000]);
    expect(shown.paymentSchedule?.totalBudget).toBe(300_000);
  });

  it("shows staff everything, the hours summed from the tasks rather than the analysis", () => {
    const shown = shownVersion("staff", version, tasks, [], now);
    expect(shown.version).toMatchObject({ estimatedBudget: 300_000, freelancerBudget: 200_000 });
    expect(shown.version.requiredSkills).toEqual(["React"]);
    expect(shown.version.estimatedHours).toBe(30.5);
    expect(shown.version.estimate).toBeNull();
    expect(shown.paymentSchedule).not.toBeNull();
  });
});

describe("estimateOf", () => {
  it("is null for an analysis made before explanations, and lists the tasks' bases otherwise", () => {
    expect(estimateOf(null)).toBeNull();
    const analysis = {
      complexity: "low" as const,
      projectType: "it_services" as const,
      subcategory: "website",
      estimatedHours: 10,
      summary: "",
      recommendedSkills: [],
      suggestedBudget: { min: 1, max: 2 },
      breakdown: [
        {
          title: "Task a",
          description: "",
          estimatedHours: 10,
          estimatedBudget: 100,
          priority: "low" as const,
          startDate: "2026-12-01",
          dueDate: "2026-12-05",
          isMilestone: false,
          milestoneGroup: null,
          dependencies: [],
          requiredSkills: [],
          basis: "10 h",
        },
      ],
      risks: [],
      recommendations: [],
      notEstimated: [{ text: "a CRM", reason: "not a deliverable" }],
    };
    expect(estimateOf(analysis)).toEqual({
      explanation: null,
      deliverables: [],
      notEstimated: [{ text: "a CRM", reason: "not a deliverable" }],
      taskBases: [{ title: "Task a", basis: "10 h" }],
    });
  });
});
