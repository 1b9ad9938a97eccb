// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SCROLL_HINT, ScrollArea } from "./scroll-area";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** jsdom lays nothing out: the region reports the widths a browser would. */
function widths(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(clientWidth);
}

describe("ScrollArea", () => {
  it("shows the sideways-scroll hint while its table is wider than the region (issue 19 item 16)", () => {
    widths(801, 316);
    render(
      <ScrollArea label="Payments">
        <table />
      </ScrollArea>,
    );
    expect(screen.getByRole("region", { name: "Payments" }).textContent).toContain(SCROLL_HINT);
  });

  it("shows no hint when the content fits", () => {
    widths(316, 316);
    render(
      <ScrollArea label="Payments">
        <table />
      </ScrollArea>,
    );
    expect(screen.getByRole("region", { name: "Payments" }).textContent).not.toContain(SCROLL_HINT);
  });
});
