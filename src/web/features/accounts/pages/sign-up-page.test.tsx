// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SIGN_UP_NOT_SIGNED_IN_MESSAGE, SignUpPage } from "./sign-up-page";

const auth = vi.hoisted(() => ({ signUp: vi.fn(), signIn: vi.fn() }));
vi.mock("@/web/lib/auth-client", () => ({
  authClient: { signUp: { email: auth.signUp }, signIn: { email: auth.signIn } },
  authErrorMessage: (error: { message?: string } | null) => error?.message || "An error occurred",
}));

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

/** Fills the form and submits it, with better-auth's sign-up answering like for any address. */
async function submit(signInError: { message: string } | null) {
  auth.signUp.mockResolvedValue({ data: { token: null }, error: null });
  auth.signIn.mockResolvedValue({ data: signInError ? null : { token: "t" }, error: signInError });
  const router = createMemoryRouter([{ path: "/signup", element: <SignUpPage /> }], {
    initialEntries: ["/signup"],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Full Name"), "Asha Rao");
  await user.type(screen.getByLabelText("Email"), "asha@example.in");
  await user.type(screen.getByLabelText("Password"), "Chai@Corner2026");
  await user.click(screen.getByRole("button", { name: "Create Account" }));
}

describe("Sign Up signs in after the sign-up (issue 19 item 9)", () => {
  it("signs in with the same details, since sign-up opens no session", async () => {
    await submit(null);
    await vi.waitFor(() =>
      expect(auth.signIn).toHaveBeenCalledWith({ email: "asha@example.in", password: "Chai@Corner2026" }),
    );
    expect(screen.queryByText(SIGN_UP_NOT_SIGNED_IN_MESSAGE)).toBeNull();
  });

  it("shows a neutral message when that sign-in fails (a taken address)", async () => {
    await submit({ message: "Invalid email or password" });
    expect(await screen.findByText(SIGN_UP_NOT_SIGNED_IN_MESSAGE)).toBeTruthy();
  });
});
