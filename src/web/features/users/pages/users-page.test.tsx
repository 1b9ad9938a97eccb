// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UsersPage } from "./users-page";

const ADMIN = {
  id: "6f1c2e0b-0000-4000-8000-0000000000aa",
  fullName: "Asha Admin",
  email: "asha@example.in",
  role: "administrator",
  createdAt: "2026-11-22T06:30:00.000Z",
};
const LAST_ADMINISTRATOR = "You cannot remove the last administrator.";

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request =
        input instanceof Request ? input : new Request(new URL(String(input), "http://x"), init);
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
      if (request.method === "PUT") {
        return json({ error: { code: "conflict", message: LAST_ADMINISTRATOR } }, 409);
      }
      return json({ items: [ADMIN], total: 1, page: 1, pageSize: 20 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("User Management role change (issue 19 item 19)", () => {
  it("says in the dialog why the server refused, e.g. the last administrator", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <UsersPage />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText("Role of Asha Admin"), "client");
    const dialog = await screen.findByRole("dialog", { name: "Change role?" });
    await user.click(within(dialog).getByRole("button", { name: "Change role" }));
    expect(await within(dialog).findByRole("alert")).toHaveProperty("textContent", LAST_ADMINISTRATOR);
  });
});
