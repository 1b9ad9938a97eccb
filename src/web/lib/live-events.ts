import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { authRequestsSettled } from "./auth-requests";
import { ME_QUERY_KEY } from "./me";

/**
 * The live events the server streams (GET /api/messages/events), and `interrupted` when the stream drops: the
 * server ends it when the session ends or the role changes, and every EVENT_STREAM_MAX_SECONDS (issue 19 item 6).
 */
export type LiveEvent =
  | { type: "message"; data: { id: string; projectId: string } & Record<string, unknown> }
  | { type: "read"; data: { projectId: string; userId: string } }
  | { type: "notification"; data: Record<string, never> }
  | { type: "interrupted"; data: Record<string, never> };

type Listener = (event: LiveEvent) => void;
const listeners = new Set<Listener>();
let source: EventSource | null = null;
let retry: ReturnType<typeof setTimeout> | undefined;
/** The id of the last message event, from which a new connection catches up (`?since=`). */
let lastEventId = "";
/** Connections in a row that failed before the server said `ready`: the next wait doubles, up to a minute. */
let failures = 0;

const emit = (event: LiveEvent) => {
  for (const listener of listeners) listener(event);
};

function connect() {
  if (source || retry || typeof EventSource === "undefined") return;
  const since = lastEventId ? `?since=${encodeURIComponent(lastEventId)}` : "";
  const current = new EventSource(`/api/messages/events${since}`, { withCredentials: true });
  source = current;
  current.addEventListener("ready", () => {
    failures = 0;
  });
  for (const type of ["message", "read", "notification"] as const) {
    current.addEventListener(type, (event) => {
      const { data, lastEventId: id } = event as MessageEvent<string>;
      if (id) lastEventId = id;
      emit({ type, data: JSON.parse(data) } as LiveEvent);
    });
  }
  current.addEventListener("error", () => {
    if (source !== current) return;
    emit({ type: "interrupted", data: {} });
    // A stream the server ended is reopened by the browser itself, with Last-Event-ID. It gives up when the
    // answer is not a stream (401 once the session has ended, a proxy's 502 during a restart): try again later.
    if (current.readyState !== EventSource.CLOSED) return;
    source = null;
    failures += 1;
    retry = setTimeout(
      () => {
        retry = undefined;
        if (listeners.size > 0) connect();
      },
      Math.min(60_000, 1000 * 2 ** failures),
    );
  });
}

function disconnect() {
  source?.close();
  source = null;
  clearTimeout(retry);
  retry = undefined;
  lastEventId = "";
  failures = 0;
}

/**
 * Subscribes to the signed-in user's live events for as long as the component is mounted; one connection
 * is shared by every subscriber and closed when the last one leaves (e.g. on sign-out).
 */
export function useLiveEvents(listener: Listener) {
  useEffect(() => {
    listeners.add(listener);
    connect();
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) disconnect();
    };
  }, [listener]);
}

/**
 * Keeps message queries fresh: any live event refreshes conversations, threads and unread counts. When the
 * stream drops, the signed-in user is read again too, so a session that ended (sign-out elsewhere, a role
 * change) shows at once. That read (and the refresh) waits for this page's better-auth requests in flight: a
 * password change ends the page's session, and so its stream, before its answer brings the new session cookie;
 * read with the old cookie, the user would seem signed out.
 */
export function useLiveMessageRefresh() {
  const queryClient = useQueryClient();
  const refresh = useCallback(
    (event: LiveEvent) => {
      if (event.type === "message" || event.type === "read") {
        void queryClient.invalidateQueries({ queryKey: ["messages"] });
      } else if (event.type === "interrupted") {
        void authRequestsSettled().then(() => {
          void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
          void queryClient.invalidateQueries({ queryKey: ["messages"] });
        });
      }
    },
    [queryClient],
  );
  useLiveEvents(refresh);
}
