// @vitest-environment jsdom
import { cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type LiveEvent, useLiveEvents } from "./live-events";

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
});
