/**
 * Test helper (not used by the app): a local fake of the OpenAI chat-completions API on 127.0.0.1, for the
 * AI providers' tests. Call {@link closeFakeOpenAis} after each test.
 *
 * @module
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** What the fake answers one request with: a status, the assistant's content for a 200, an optional delay. */
export interface FakeOpenAiReply {
  status: number;
  content?: string;
  delayMs?: number;
}

/** One request the fake received: its path, headers (names in lower case) and parsed JSON body. */
export interface FakeOpenAiRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: { model: string; messages: unknown[]; response_format?: unknown };
}

const open = new Set<Server>();

/**
 * Starts a fake on a free port. A 200 answers a chat completion whose message content is `content`; any other
 * status answers an OpenAI-style error ("model overloaded"). A delayed answer to a client that has gone away
 * is dropped.
 * @returns `url`, the base URL to use as `AI_BASE_URL` (ends in `/v1`), and `requests`, filled as they come.
 */
export async function fakeOpenAi(
  reply: (body: FakeOpenAiRequest["body"]) => FakeOpenAiReply,
): Promise<{ url: string; requests: FakeOpenAiRequest[] }> {
  const requests: FakeOpenAiRequest[] = [];
  const server = createServer(async (req, res) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const body = JSON.parse(raw);
    requests.push({ path: req.url ?? "", headers: req.headers, body });
    const answer = reply(body);
    if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
    if (res.destroyed) return;
    res.writeHead(answer.status, { "content-type": "application/json" });
    res.end(
      JSON.stringify(
        answer.status === 200
          ? {
              id: "chatcmpl-1",
              object: "chat.completion",
              created: 1,
              model: body.model,
              choices: [
                { index: 0, message: { role: "assistant", content: answer.content }, finish_reason: "stop" },
              ],
              usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
            }
          : { error: { message: "model overloaded", type: "server_error" } },
      ),
    );
  });
  open.add(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1`, requests };
}

/** Closes every fake started so far (for `afterEach`), dropping kept-alive connections. */
export async function closeFakeOpenAis(): Promise<void> {
  const servers = [...open];
  open.clear();
  await Promise.all(
    servers.map(
      (server) =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    ),
  );
}
