// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { canAnalyze, EMPTY_BRIEF } from "./brief-form-schema";
import { ProjectBriefForm } from "./project-brief-form";

afterEach(cleanup);

const analyzeButton = () => screen.getByRole("button", { name: "Analyze Project" }) as HTMLButtonElement;

describe("canAnalyze", () => {
  it("needs both a title and a description, ignoring blanks", () => {
    expect(canAnalyze({ title: "", description: "" })).toBe(false);
    expect(canAnalyze({ title: "Site", description: "   " })).toBe(false);
    expect(canAnalyze({ title: " ", description: "A website" })).toBe(false);
    expect(canAnalyze({ title: "Site", description: "A website" })).toBe(true);
  });
});

/** No staged documents: these tests are about the brief fields. */
const noFiles = { attachments: [], onAttachmentsChange: vi.fn(), aiAnalysis: false };

describe("ProjectBriefForm analyze button", () => {
  it("is enabled only once title and description are filled", async () => {
    const user = userEvent.setup();
    render(
      <ProjectBriefForm defaultValues={EMPTY_BRIEF} analyzing={false} onAnalyze={vi.fn()} {...noFiles} />,
    );
    expect(analyzeButton().disabled).toBe(true);

    await user.type(screen.getByLabelText("Project Title"), "Company website");
    expect(analyzeButton().disabled).toBe(true);

    await user.type(screen.getByLabelText(/Description/), "Five pages and a blog");
    expect(analyzeButton().disabled).toBe(false);

    await user.clear(screen.getByLabelText("Project Title"));
    expect(analyzeButton().disabled).toBe(true);
  });

  it("sends the brief with the budget in paise", async () => {
    const user = userEvent.setup();
    const onAnalyze = vi.fn();
    render(
      <ProjectBriefForm defaultValues={EMPTY_BRIEF} analyzing={false} onAnalyze={onAnalyze} {...noFiles} />,
    );
    await user.type(screen.getByLabelText("Project Title"), "Company website");
    await user.type(screen.getByLabelText(/Description/), "Five pages and a blog");
    await user.type(screen.getByLabelText(/Budget/), "25000");
    await user.click(analyzeButton());
    expect(onAnalyze).toHaveBeenCalledOnce();
    expect(onAnalyze.mock.calls[0][0]).toEqual({
      title: "Company website",
      description: "Five pages and a blog",
      budgetMax: 2_500_000,
      deadline: null,
    });
  });

  it('says "with AI" only when an AI provider is configured (decision 0026)', () => {
    const { rerender } = render(
      <ProjectBriefForm defaultValues={EMPTY_BRIEF} analyzing={false} onAnalyze={vi.fn()} {...noFiles} />,
    );
    expect(screen.queryByRole("button", { name: /with AI/ })).toBeNull();
    rerender(
      <ProjectBriefForm
        defaultValues={EMPTY_BRIEF}
        analyzing={false}
        onAnalyze={vi.fn()}
        {...noFiles}
        aiAnalysis
      />,
    );
    expect(screen.getByRole("button", { name: "Analyze Project with AI" })).toBeTruthy();
  });

  it("is disabled and announces progress while analyzing", () => {
    render(
      <ProjectBriefForm
        defaultValues={{ ...EMPTY_BRIEF, title: "Logo", description: "A logo for a cafe" }}
        analyzing
        onAnalyze={vi.fn()}
        {...noFiles}
      />,
    );
    expect(analyzeButton().disabled).toBe(true);
    expect(screen.getByRole("status").textContent).toBe("Analyzing your project...");
    expect(screen.getByLabelText("Project Title").matches(":disabled")).toBe(true);
  });
});
