// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { SignUpPage } from "../pages/sign-up-page";
import { PasswordChecklist } from "./password-checklist";

afterEach(cleanup);

function metStates() {
  const list = screen.getByRole("list", { name: "Requirements" });
  return within(list)
    .getAllByRole("listitem")
    .map((item) => item.getAttribute("data-met") === "true");
}

function renderSignUp() {
  const router = createMemoryRouter([{ path: "/signup", element: <SignUpPage /> }], {
    initialEntries: ["/signup"],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("PasswordChecklist", () => {
  it("lists the four sign-up rules, none met for an empty password", () => {
    render(<PasswordChecklist password="" />);
    expect(metStates()).toEqual([false, false, false, false]);
    expect(screen.getByText(/At least 10 characters/)).toBeTruthy();
    expect(screen.getByText(/One uppercase letter/)).toBeTruthy();
    expect(screen.getByText(/One lowercase letter/)).toBeTruthy();
    expect(screen.getByText(/One special character/)).toBeTruthy();
  });

  it("does not count characters outside the special list", () => {
    render(<PasswordChecklist password="Abcdefghij-" />);
    expect(metStates()).toEqual([true, true, true, false]);
  });
});

describe("Sign Up password checklist", () => {
  it("appears when the password field gets focus and updates live while typing", async () => {
    const user = userEvent.setup();
    renderSignUp();
    expect(screen.queryByRole("list", { name: "Requirements" })).toBeNull();

    const password = screen.getByLabelText("Password");
    await user.click(password);
    expect(metStates()).toEqual([false, false, false, false]);
    expect(password.getAttribute("aria-describedby")).toContain(
      screen.getByRole("list", { name: "Requirements" }).id,
    );

    await user.type(password, "abc");
    expect(metStates()).toEqual([false, false, true, false]);
    await user.type(password, "DEF");
    expect(metStates()).toEqual([false, true, true, false]);
    await user.type(password, "!1234");
    expect(metStates()).toEqual([true, true, true, true]);
  });

  it("blocks a weak password with the spec's message", async () => {
    const user = userEvent.setup();
    renderSignUp();
    await user.type(screen.getByLabelText("Full Name"), "Asha Rao");
    await user.type(screen.getByLabelText("Email"), "asha@example.in");
    await user.type(screen.getByLabelText("Password"), "short");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Password does not meet all requirements")).toBeTruthy();
  });
});
