// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { TERMS_SECTIONS } from "./terms-sections";

afterEach(cleanup);

describe("Terms of Service, Payment Terms (spec 3 §2)", () => {
  it("agrees with the refund policy: disputes and duplicate-charge refunds, not 'amounts charged are final'", () => {
    const section = TERMS_SECTIONS.find((s) => s.id === "payment-terms");
    render(<MemoryRouter>{section?.body}</MemoryRouter>);
    const text = document.body.textContent ?? "";
    expect(text).not.toMatch(/charged are final/i);
    expect(text).toMatch(/can be disputed while the project is in progress/);
    expect(screen.getByRole("link", { name: "Refund and Cancellation Policy" }).getAttribute("href")).toBe(
      "/refund",
    );
  });
});
