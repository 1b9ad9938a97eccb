// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ReasonDialog } from "./reason-dialog";

afterEach(cleanup);

describe("ReasonDialog", () => {
  it("aborts on an empty reason and sends a trimmed one (spec 2 §5)", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <ReasonDialog
        open
        onOpenChange={vi.fn()}
        title="Publish Draft"
        confirmLabel="Publish"
        onConfirm={onConfirm}
      />,
    );
    await user.type(screen.getByLabelText("Reason for change"), "   ");
    await user.click(screen.getByRole("button", { name: "Publish" }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText("Please enter a reason. Nothing was saved.")).toBeTruthy();

    await user.type(screen.getByLabelText("Reason for change"), " Budget agreed ");
    await user.click(screen.getByRole("button", { name: "Publish" }));
    expect(onConfirm).toHaveBeenCalledWith("Budget agreed");
  });

  it("shows the failure text it is given", () => {
    render(
      <ReasonDialog
        open
        onOpenChange={vi.fn()}
        title="Publish Draft"
        confirmLabel="Publish"
        error="Failed to publish draft version. Please try again."
        onConfirm={vi.fn()}
      />,
    );
    expect(screen.getByText("Failed to publish draft version. Please try again.")).toBeTruthy();
  });
});
