// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { getConfigQueryOptions } from "@/web/lib/public-config";
import { SignInPage } from "./sign-in-page";

afterEach(cleanup);

/** The sign-in page with `GET /api/config` already answered (no network in jsdom). */
function renderSignIn(googleSignIn: boolean, path = "/signin") {
  const queryClient = new QueryClient();
  queryClient.setQueryData(getConfigQueryOptions().queryKey, {
    googleSignIn,
    demoMode: false,
    aiAnalysis: false,
  });
  const router = createMemoryRouter([{ path: "/signin", element: <SignInPage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("Sign In's Google button (spec 1 §2)", () => {
  it("is shown but disabled, with the reason, when Google is not configured", () => {
    renderSignIn(false);
    const button = screen.getByRole("button", { name: "Sign in with Google" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute("aria-describedby")).toBe("google-unavailable");
    expect(screen.getByText(/Google sign-in is unavailable/)).toBeTruthy();
    expect(screen.getByText("Or continue with email")).toBeTruthy();
  });

  it("is enabled when Google is configured", () => {
    renderSignIn(true);
    const button = screen.getByRole("button", { name: "Sign in with Google" }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(screen.queryByText(/Google sign-in is unavailable/)).toBeNull();
  });

  it("shows a failed Google sign-in in the red banner (spec 1 §8)", () => {
    renderSignIn(true, "/signin?error=unable_to_get_user_info");
    expect(
      screen.getByText("Google sign-in failed (unable to get user info). Please try again."),
    ).toBeTruthy();
  });
});
