// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { Deliverable, EstimateExplanation } from "@/domain/analysis/schema";
import { formatInr } from "@/domain/money";
import { AnalysisTasksTable } from "./analysis-tasks-table";
import { EngineNote } from "./engine-note";
import { deliverableQuantity, EstimateExplanationPanel, type EstimateFacts } from "./estimate-explanation";

afterEach(cleanup);

const explanation: EstimateExplanation = {
  rates: [
    { category: "content_creation", ratePaise: 50_000, source: "Mid-level Indian writers quote ₹300–800/h" },
    {
      category: "graphic_design",
      ratePaise: 60_000,
      source: "Mid-level Indian designers quote ₹400–1,000/h",
    },
  ],
  hoursPerDay: 8,
  workingWeek: "Monday to Friday",
  expectedStart: "2026-03-16",
  team: [
    { role: "writer", people: 2 },
    { role: "designer", people: 1 },
  ],
  confidence: "medium",
  confidenceReason: "One sentence of the brief mapped to no deliverable.",
  assumptions: ["The client supplies the brand colours."],
  range: {
    minPercent: 85,
    maxPercent: 125,
    explanation: "Wider above: briefs grow more often than they shrink.",
  },
};

const article: Deliverable = {
  kind: "articles",
  category: "content_creation",
  title: "Blog articles",
  quantity: 10,
  unit: "articles",
  wordsEach: 1200,
  assumed: false,
  source: "ten 1,200-word articles",
};
const logo: Deliverable = {
  ...article,
  kind: "logo",
  title: "Logo",
  quantity: 3,
  unit: "concepts",
  assumed: true,
};
delete logo.wordsEach;

const facts: EstimateFacts = {
  explanation,
  deliverables: [article, logo],
  notEstimated: [
    { text: "Also run our Instagram ads.", reason: "Ad management is outside what we deliver." },
  ],
  taskBases: [
    { title: "10 articles (about 1,200 words)", basis: "10 × 1,200 words at 500 words an hour = 24 h" },
  ],
};

describe("EstimateExplanationPanel", () => {
  it("shows rates in rupees with their source, the calendar, team, confidence, range and assumptions", () => {
    render(<EstimateExplanationPanel facts={facts} />);
    const panel = screen.getByRole("region", { name: "How this estimate was made" });
    const text = panel.textContent ?? "";
    expect(text).toContain(`Content creation: ${formatInr(50_000)} an hour`);
    expect(text).toContain("Mid-level Indian designers quote ₹400–1,000/h");
    expect(text).toContain("8 hours");
    expect(text).toContain("Monday to Friday");
    expect(text).toContain("16 Mar 2026");
    expect(text).toContain("2 × writer, 1 × designer");
    expect(within(panel).getByText("medium")).toBeTruthy();
    expect(text).toContain("One sentence of the brief mapped to no deliverable.");
    expect(text).toContain("85% to 125% of the estimated cost");
    expect(text).toContain("The client supplies the brand colours.");
  });

  it("lists the deliverables with quantities and the assumed marker, task bases and what was not estimated", () => {
    render(<EstimateExplanationPanel facts={facts} />);
    const deliverables = screen.getByRole("heading", { name: "Deliverables read from your brief" })
      .parentElement as HTMLElement;
    const rows = within(deliverables).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      "Blog articles10 articles × 1,200 words",
      "Logo3 conceptsassumed",
    ]);
    const notEstimated = screen.getByRole("heading", { name: "Not estimated" }).parentElement as HTMLElement;
    expect(notEstimated.textContent).toContain("Also run our Instagram ads.");
    expect(notEstimated.textContent).toContain("Ad management is outside what we deliver.");
    expect(screen.getByText("10 × 1,200 words at 500 words an hour = 24 h")).toBeTruthy();
  });

  it("collapses and expands from the keyboard, and starts closed when asked", async () => {
    const user = userEvent.setup();
    render(<EstimateExplanationPanel facts={facts} defaultOpen={false} />);
    const toggle = screen.getByRole("button", { name: "How this estimate was made" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("heading", { name: "Hourly rates" })).toBeNull();
    toggle.focus();
    await user.keyboard("{Enter}");
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("heading", { name: "Hourly rates", level: 3 })).toBeTruthy();
    await user.keyboard(" ");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("renders nothing for an analysis made before explanations existed", () => {
    const { container } = render(<EstimateExplanationPanel facts={{ deliverables: [], notEstimated: [] }} />);
    expect(container.innerHTML).toBe("");
    render(<EstimateExplanationPanel facts={null} />);
    expect(screen.queryByRole("heading", { name: "How this estimate was made" })).toBeNull();
  });

  it("shows a panel with deliverables only when the explanation is missing", () => {
    render(<EstimateExplanationPanel facts={{ deliverables: [article] }} headingLevel={3} />);
    expect(screen.getByRole("heading", { name: "How this estimate was made", level: 3 })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Deliverables read from your brief", level: 4 })).toBeTruthy();
    expect(screen.queryByText("Hourly rates")).toBeNull();
  });

  it("says a source the rates share once", () => {
    const source = "Mid-level Indian freelance rates";
    const rates = explanation.rates.map((rate) => ({ ...rate, source }));
    render(<EstimateExplanationPanel facts={{ explanation: { ...explanation, rates } }} />);
    expect(screen.getAllByText(source, { exact: false })).toHaveLength(1);
    expect(screen.getByText(`Source: ${source}`)).toBeTruthy();
  });
});

describe("deliverableQuantity", () => {
  it("gives the unit, the words each and the variants", () => {
    expect(deliverableQuantity(article)).toBe("10 articles × 1,200 words");
    expect(
      deliverableQuantity({ ...article, wordsEach: undefined, quantity: 20, unit: "ads", variants: 4 }),
    ).toBe("20 ads in 4 variants");
  });
});

describe("EngineNote", () => {
  it("names the engine, and says why the built-in estimate was used when the AI failed", () => {
    const { rerender } = render(<EngineNote engine="ai" />);
    expect(screen.getByText("Analysed by AI")).toBeTruthy();
    rerender(<EngineNote engine="built-in" fallbackReason="The model timed out after 20 s" />);
    expect(screen.getByText("Estimated by Kaarya's built-in estimator")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain("Reason: The model timed out after 20 s");
    rerender(<EngineNote engine={null} />);
    expect(screen.queryByText(/estimator|AI/)).toBeNull();
  });
});

describe("AnalysisTasksTable", () => {
  it("shows each task's basis under its title", () => {
    const task = {
      title: "10 articles (about 1,200 words)",
      description: "Research, draft and edit",
      estimatedHours: 24,
      estimatedBudget: 1_200_000,
      priority: "medium" as const,
      startDate: "2026-03-16",
      dueDate: "2026-03-20",
      isMilestone: false,
      milestoneGroup: 2,
      dependencies: [],
      requiredSkills: [],
      basis: "10 × 1,200 words at 500 words an hour = 24 h",
    };
    render(<AnalysisTasksTable tasks={[task, { ...task, title: "Launch", basis: undefined }]} />);
    const [, first, second] = screen.getAllByRole("row");
    expect(first.textContent).toContain("Estimated as 10 × 1,200 words at 500 words an hour = 24 h");
    expect(second.textContent).not.toContain("Estimated as");
  });
});
