/**
 * Reading a server-sent event stream in API tests (`GET /api/messages/events`).
 *
 * @module
 */

/** The `[event, data]` pairs of the complete events in `buffer` (blocks with an `event:` and a `data:` line). */
function parseEvents(buffer: string): [string, string][] {
  return buffer.split("\n\n").flatMap((block): [string, string][] => {
    const name = block.split("\n").find((line) => line.startsWith("event: "));
    const data = block.split("\n").find((line) => line.startsWith("data: "));
    return name && data ? [[name.slice(7), data.slice(6)]] : [];
  });
}

/**
 * Reads `response`'s body for up to `ms`, calling `found` with the `[event, data]` pairs received so far after
 * every chunk and once more when the stream ends; resolves with `found`'s first answer that is not undefined.
 * @throws Error naming `what` and what arrived when nothing is found within `ms`.
 */
export async function readEvents<T>(
  response: Response,
  found: (events: [string, string][], ended: boolean) => T | undefined,
  what: string,
  ms = 3000,
): Promise<T> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const deadline = Date.now() + ms;
  try {
    while (Date.now() < deadline) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<"timeout">((resolve) => {
          timer = setTimeout(() => resolve("timeout"), deadline - Date.now());
        }),
      ]);
      clearTimeout(timer);
      if (chunk === "timeout") break;
      if (!chunk.done) buffer += decoder.decode(chunk.value, { stream: true });
      const answer = found(parseEvents(buffer), chunk.done);
      if (answer !== undefined) return answer;
      if (chunk.done) break;
    }
  } finally {
    reader.releaseLock();
  }
  throw new Error(`no ${what} within ${ms} ms; got: ${buffer}`);
}

/** The data of the first `name` event. */
export const nextEvent = (response: Response, name: string): Promise<Record<string, unknown>> =>
  readEvents(
    response,
    (events) => {
      const data = events.find(([event]) => event === name)?.[1];
      return data === undefined ? undefined : JSON.parse(data);
    },
    `${name} event`,
  );

/** Every `[event, data]` pair the stream sends until the server closes it (fails if it is open after `ms`). */
export const eventsUntilClosed = (response: Response, ms = 3000): Promise<[string, string][]> =>
  readEvents(response, (events, ended) => (ended ? events : undefined), "end of the stream", ms);
