// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authClient } from "./auth-client";
import { type LiveEvent, useLiveEvents, useLiveMessageRefresh } from "./live-events";
import { ME_QUERY_KEY } from "./me";

/** A stand-in for the browser's EventSource: the test plays the server. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  /** The server sends an event. */
  send(type: string, data: object, lastEventId = "") {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data), lastEventId }));
  }
  /** The stream drops; `readyState` says whether the browser reconnects itself or gave up. */
  drop(readyState: number) {
    this.readyState = readyState;
    this.dispatchEvent(new Event("error"));
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.opened = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("live events in the browser (issue 19 item 6)", () => {
  it("reopens a stream the browser gave up on, catching up from the last message, and says it dropped", () => {
    const events: LiveEvent[] = [];
    const { unmount } = renderHook(() => useLiveEvents((event) => events.push(event)));
    const [first] = FakeEventSource.opened;
    expect(first.url).toBe("/api/messages/events");
    first.send("message", { id: "m1", projectId: "p1" }, "2026-11-25T21:00:00.000Z");

    // Ended by the server (its lifetime): the browser reconnects by itself, nothing to do but refresh.
    first.drop(FakeEventSource.CONNECTING);
    vi.advanceTimersByTime(120_000);
    expect(FakeEventSource.opened).toHaveLength(1);

    // Its reconnect was refused (401 after the session ended, a proxy's 502): the client tries again later.
    first.drop(FakeEventSource.CLOSED);
    expect(events.map((e) => e.type)).toEqual(["message", "interrupted", "interrupted"]);
    vi.advanceTimersByTime(2_000);
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(FakeEventSource.opened[1].url).toBe(
      `/api/messages/events?since=${encodeURIComponent("2026-11-25T21:00:00.000Z")}`,
    );

    // Refused again: it waits twice as long.
    FakeEventSource.opened[1].drop(FakeEventSource.CLOSED);
    vi.advanceTimersByTime(3_000);
    expect(FakeEventSource.opened).toHaveLength(2);
    vi.advanceTimersByTime(1_000);
    expect(FakeEventSource.opened).toHaveLength(3);

    // Signed out (the app shell goes): closed, and no retry.
    FakeEventSource.opened[2].drop(FakeEventSource.CLOSED);
    unmount();
    vi.advanceTimersByTime(120_000);
    expect(FakeEventSource.opened).toHaveLength(3);
  });

  /** The app shell's refresh, over a query cache holding a signed-in user and their unread count. */
  function renderRefresh() {
    const queryClient = new QueryClient();
    queryClient.setQueryData(ME_QUERY_KEY, { id: "u1" });
    queryClient.setQueryData(["messages", "unread"], { count: 0 });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    renderHook(() => useLiveMessageRefresh(), { wrapper });
    const stale = (key: readonly string[]) => queryClient.getQueryState(key)?.isInvalidated;
    return { stream: FakeEventSource.opened[0], stale };
  }

  it("reads the user again at once when the stream drops (a sign-out elsewhere)", async () => {
    const { stream, stale } = renderRefresh();
    stream.drop(FakeEventSource.CONNECTING);
    await vi.advanceTimersByTimeAsync(0);
    expect(stale(ME_QUERY_KEY)).toBe(true);
    expect(stale(["messages", "unread"])).toBe(true);
  });

  it("reads the user again only once this page's password change has brought its new session cookie", async () => {
    let answer = (_response: Response) => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal("fetch", fetchMock);
    const { stream, stale } = renderRefresh();
    const changed = authClient.changePassword({
      currentPassword: "Client@Kaarya2026",
      newPassword: "Fresh@Kaarya2027",
      revokeOtherSessions: true,
    });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());

    // The server deleted the page's session, so its stream ended before the answer (and its cookie) came.
    stream.drop(FakeEventSource.CONNECTING);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(stale(ME_QUERY_KEY)).toBe(false);
    expect(stale(["messages", "unread"])).toBe(false);

    answer(Response.json({ token: "new-session", user: { id: "u1" } }));
    expect((await changed).error).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(stale(ME_QUERY_KEY)).toBe(true);
    expect(stale(["messages", "unread"])).toBe(true);
  });
});
