import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";

/** The live events the server streams (GET /api/messages/events). */
export type LiveEvent =
  | { type: "message"; data: { id: string; projectId: string } & Record<string, unknown> }
  | { type: "read"; data: { projectId: string; userId: string } }
  | { type: "notification"; data: Record<string, never> };

type Listener = (event: LiveEvent) => void;
const listeners = new Set<Listener>();
let source: EventSource | null = null;

function connect() {
  if (source || typeof EventSource === "undefined") return;
  // EventSource reconnects by itself and sends Last-Event-ID, so the server replays what was missed.
  source = new EventSource("/api/messages/events", { withCredentials: true });
  for (const type of ["message", "read", "notification"] as const) {
    source.addEventListener(type, (event) => {
      const data = JSON.parse((event as MessageEvent<string>).data);
      for (const listener of listeners) listener({ type, data } as LiveEvent);
    });
  }
}

function disconnect() {
  source?.close();
  source = null;
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

/** Keeps message queries fresh: any live event refreshes conversations, threads and unread counts. */
export function useLiveMessageRefresh() {
  const queryClient = useQueryClient();
  const refresh = useCallback(
    (event: LiveEvent) => {
      if (event.type !== "notification") void queryClient.invalidateQueries({ queryKey: ["messages"] });
    },
    [queryClient],
  );
  useLiveEvents(refresh);
}
