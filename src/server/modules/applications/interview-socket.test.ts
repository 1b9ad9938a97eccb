import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket, { WebSocketServer } from "ws";
import { INTERVIEW_TAKEN_OVER, type ServerMessage } from "@/domain/interview/protocol";
import { createHarness, type Harness, ORIGIN } from "../../../../test/api-harness";
import { freelancerApplications } from "../../db/schema";
import { builtinInterviewer } from "../../integrations/voice/builtin-interviewer";
import { hostedInterviewer } from "../../integrations/voice/hosted-interviewer";
import { recognizerInstalled, synthesize } from "../../integrations/voice/speech";
import type { VoiceInterviewer } from "../../integrations/voice/voice-interviewer";
import { INTERVIEW_RESUME_MS } from "./interview";
import { attachInterviewSocket } from "./interview-socket";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

/** A client whose application waits for its interview, and a token for the socket. */
async function scheduled() {
  const client = await h.userWithSession("client");
  const staff = await h.userWithSession("manager");
  const form = new FormData();
  const fields = {
    resumeUrl: "https://example.in/r.pdf",
    skills: "React, Node.js",
    experienceYears: "3",
    bio: "Full-stack developer building web apps for small businesses since 2021.",
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const app = await (await h.request("/api/applications", { body: form, cookie: client.cookie })).json();
  await h.request(`/api/applications/${app.id}/review`, {
    body: { decision: "needs_interview" },
    cookie: staff.cookie,
  });
  const started = await h.request(`/api/applications/${app.id}/interview`, {
    method: "POST",
    cookie: client.cookie,
  });
  return { client, applicationId: app.id as string, token: (await started.json()).token as string };
}

/** A fresh token for the socket, as the page asks for on every (re)connection. */
async function newToken(cookie: string, applicationId: string): Promise<string> {
  const started = await h.request(`/api/applications/${applicationId}/interview`, { method: "POST", cookie });
  expect(started.status).toBe(200);
  return (await started.json()).token;
}

/** The app on a random port with the socket attached by `interviewer`. */
async function listen(interviewer: VoiceInterviewer): Promise<{ url: string; server: Server }> {
  const server = createServer(getRequestListener(h.app.fetch));
  attachInterviewSocket(server, h.deps, interviewer);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { server, url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/api/interview/ws` };
}

/** Opens the socket; `next(type)` waits for the next message of that type. */
async function connect(url: string) {
  const ws = new WebSocket(url, { origin: ORIGIN });
  const got: ServerMessage[] = [];
  const waiters: (() => void)[] = [];
  ws.on("message", (d) => {
    got.push(JSON.parse(String(d)));
    for (const w of waiters.splice(0)) w();
  });
  const closed = new Promise<void>((r) => ws.on("close", () => r()));
  await new Promise((r) => ws.once("open", r));
  let seen = 0;
  const next = async <T extends ServerMessage["type"]>(type: T) => {
    for (;;) {
      const i = got.findIndex((m, k) => k >= seen && m.type === type);
      if (i >= 0) {
        seen = i + 1;
        return got[i] as Extract<ServerMessage, { type: T }>;
      }
      await new Promise<void>((r) => waiters.push(r));
    }
  };
  return { ws, got, next, closed, send: (m: object) => ws.send(JSON.stringify(m)) };
}

async function saved(cookie: string) {
  const mine = await (await h.request("/api/applications/mine", { cookie })).json();
  return (Array.isArray(mine) ? mine : (mine.applications ?? mine.items ?? [mine]))[0];
}

describe("the interview WebSocket (spec 3 §7)", () => {
  it("runs the scripted interview on typed answers and saves the transcript", async () => {
    const { client, token } = await scheduled();
    const { url, server } = await listen(builtinInterviewer({ recognizer: false }));
    const c = await connect(url);
    c.send({ type: "auth", token });
    expect(await c.next("connected")).toEqual({ type: "connected", recognizer: false });
    expect((await c.next("agent_response")).text).toContain("Hello Test");
    expect((await c.next("audio")).sampleRate).toBe(16_000);
    for (let i = 0; !c.got.some((m) => m.type === "completed"); i++) {
      await c.next("agent_response");
      if (c.got.some((m) => m.type === "agent_response" && m.text.startsWith("Thank you, that was"))) break;
      c.send({ type: "user_text", text: `Answer number ${i}` });
      await c.next("user_transcript");
    }
    await c.next("completed");
    await c.closed;
    const app = await saved(client.cookie);
    expect(app.status).toBe("pending");
    expect(app.interviewCompleted).toBe(true);
    expect(app.interviewTranscript).toMatch(/^ASSISTANT: Hello/);
    expect(app.interviewTranscript).toContain("\n\nUSER: Answer number 0\n\nASSISTANT:");
    server.close();
  });

  it("keeps an interview cut off by a closed socket resumable, and goes on at the next unanswered question", async () => {
    const { client, token, applicationId } = await scheduled();
    const { url, server } = await listen(builtinInterviewer({ recognizer: false }));
    const first = await connect(url);
    first.send({ type: "auth", token });
    await first.next("agent_response");
    const question1 = (await first.next("agent_response")).text;
    first.send({ type: "user_text", text: "First answer, about React shops." });
    await first.next("user_transcript");
    const question2 = (await first.next("agent_response")).text;
    first.ws.close();
    await first.closed;
    await expect
      .poll(async () => (await saved(client.cookie)).interviewTranscript)
      .toContain("USER: First answer");
    const cut = await saved(client.cookie);
    expect(cut.interviewCompleted).toBe(false);
    expect(cut.status).toBe("needs_interview");
    expect(first.got.some((m) => m.type === "completed")).toBe(false);

    const second = await connect(url);
    second.send({ type: "auth", token: await newToken(client.cookie, applicationId) });
    expect(await second.next("connected")).toEqual({ type: "connected", recognizer: false });
    // The conversation so far is replayed, then the interviewer welcomes back and asks question 2 again.
    expect((await second.next("agent_response")).text).toMatch(/^Hello Test/);
    expect((await second.next("agent_response")).text).toBe(question1);
    expect((await second.next("user_transcript")).text).toBe("First answer, about React shops.");
    expect((await second.next("agent_response")).text).toBe(question2);
    expect((await second.next("agent_response")).text).toMatch(/^Welcome back/);
    expect((await second.next("agent_response")).text).toBe(question2);
    const answers = ["First answer, about React shops."];
    while (!second.got.some((m) => m.type === "agent_response" && m.text.startsWith("Thank you, that was"))) {
      const text = `Answer number ${answers.length + 1}`;
      answers.push(text);
      second.send({ type: "user_text", text });
      await second.next("user_transcript");
      await second.next("agent_response");
    }
    await second.next("completed");
    const done = await saved(client.cookie);
    expect(done.interviewCompleted).toBe(true);
    expect(answers.length).toBe(5);
    for (const text of answers) expect(done.interviewTranscript).toContain(`\n\nUSER: ${text}\n\n`);
    expect(done.interviewTranscript.match(/ASSISTANT: Hello Test/g)).toHaveLength(1);
    server.close();
  });

  it("lets a new connection take over a session still open, and starts over after the resume window", async () => {
    const { client, token, applicationId } = await scheduled();
    const { url, server } = await listen(builtinInterviewer({ recognizer: false }));
    const first = await connect(url);
    const code = new Promise<number>((r) => first.ws.on("close", (closeCode) => r(closeCode)));
    first.send({ type: "auth", token });
    await first.next("agent_response");
    await first.next("agent_response");
    first.send({ type: "user_text", text: "An answer before the other tab." });
    await first.next("user_transcript");
    await first.next("agent_response");

    const second = await connect(url);
    second.send({ type: "auth", token: await newToken(client.cookie, applicationId) });
    expect(await code).toBe(INTERVIEW_TAKEN_OVER);
    await second.next("connected");
    expect((await second.next("user_transcript")).text).toBe("An answer before the other tab.");
    second.ws.close();
    await second.closed;
    await expect.poll(async () => (await saved(client.cookie)).interviewTranscript).toContain("Welcome back");

    await h.deps.db
      .update(freelancerApplications)
      .set({ updatedAt: new Date(h.deps.now().getTime() - INTERVIEW_RESUME_MS - 60_000) })
      .where(eq(freelancerApplications.id, applicationId));
    const third = await connect(url);
    third.send({ type: "auth", token: await newToken(client.cookie, applicationId) });
    await third.next("connected");
    expect((await third.next("agent_response")).text).toMatch(/^Hello Test/);
    expect(third.got.some((m) => m.type === "user_transcript")).toBe(false);
    third.ws.close();
    server.close();
  });

  it("refuses a bad token", async () => {
    const { url, server } = await listen(builtinInterviewer({ recognizer: false }));
    const c = await connect(url);
    c.send({ type: "auth", token: "forged" });
    expect(await c.next("error")).toEqual({
      type: "error",
      message: "This application is not scheduled for interview",
    });
    await c.closed;
    server.close();
  });

  it("survives a message over the size limit and refuses other upgrade paths", async () => {
    const { url, server } = await listen(builtinInterviewer({ recognizer: false }));
    const c = await connect(url);
    const code = new Promise<number>((r) => c.ws.on("close", (closeCode) => r(closeCode)));
    c.ws.send(Buffer.alloc(600 * 1024, 97));
    // 1009 "message too big": the server closed this socket and stays up for the next one.
    expect(await code).toBe(1009);
    const next = await connect(url);
    next.send({ type: "auth", token: "forged" });
    expect((await next.next("error")).type).toBe("error");

    const other = new WebSocket(url.replace("/api/interview/ws", "/api/other"), { origin: ORIGIN });
    const refused = await new Promise<string>((r) => other.on("error", (error) => r(error.message)));
    expect(refused).toMatch(/socket hang up|ECONNRESET/);
    server.close();
  });

  it.skipIf(!recognizerInstalled())(
    "understands a spoken answer (flite speech through pocketsphinx)",
    async () => {
      const { client, token } = await scheduled();
      const { url, server } = await listen(builtinInterviewer());
      const c = await connect(url);
      c.send({ type: "auth", token });
      expect(await c.next("connected")).toEqual({ type: "connected", recognizer: true });
      const spoken = "I build websites with react and node";
      const pcm = Buffer.concat([await synthesize(spoken), Buffer.alloc(2 * 16_000 * 2)]);
      for (let i = 0; i < pcm.length; i += 3200)
        c.send({ type: "user_audio_chunk", user_audio_chunk: pcm.subarray(i, i + 3200).toString("base64") });
      const heard = (await c.next("user_transcript")).text;
      const content = ["build", "websites", "react", "node"];
      const accuracy = content.filter((w) => heard.split(" ").includes(w)).length / content.length;
      console.log(
        `spoken "${spoken}", heard "${heard}", content-word accuracy ${(accuracy * 100).toFixed(0)}%`,
      );
      expect(accuracy).toBeGreaterThanOrEqual(0.5);
      c.send({ type: "end" });
      await c.next("completed");
      expect((await saved(client.cookie)).interviewTranscript).toContain(`USER: ${heard}`);
      server.close();
    },
  );

  it("proxies a hosted ElevenLabs-style agent", async () => {
    const fake = new WebSocketServer({ port: 0, host: "127.0.0.1" });
    const fromClient: Record<string, unknown>[] = [];
    fake.on("connection", (agent, request) => {
      expect(request.url).toContain("agent_id=agent-1");
      expect(request.headers["xi-api-key"]).toBe("key-1");
      const say = (m: object) => agent.send(JSON.stringify(m));
      agent.on("message", (d) => {
        const m = JSON.parse(String(d));
        fromClient.push(m);
        if (m.user_audio_chunk) {
          say({ type: "user_transcript", user_transcription_event: { user_transcript: "I know react" } });
          say({ type: "agent_response", agent_response_event: { agent_response: "Thank you, goodbye." } });
          agent.close();
        }
      });
      say({
        type: "conversation_initiation_metadata",
        conversation_initiation_metadata_event: { agent_output_audio_format: "pcm_22050" },
      });
      say({ type: "ping", ping_event: { event_id: 7 } });
      say({
        type: "agent_response",
        agent_response_event: { agent_response: "Hello, tell me about React." },
      });
      say({ type: "audio", audio_event: { audio_base_64: "AAAA" } });
    });
    await new Promise((r) => fake.once("listening", r));
    const port = (fake.address() as AddressInfo).port;
    const { client, token } = await scheduled();
    const { url, server } = await listen(
      hostedInterviewer({ url: `ws://127.0.0.1:${port}/convai`, agentId: "agent-1", apiKey: "key-1" }),
    );
    const c = await connect(url);
    c.send({ type: "auth", token });
    expect(await c.next("connected")).toEqual({ type: "connected", recognizer: true });
    expect((await c.next("agent_response")).text).toBe("Hello, tell me about React.");
    expect(await c.next("audio")).toEqual({ type: "audio", audio: "AAAA", sampleRate: 22_050 });
    c.send({ type: "user_audio_chunk", user_audio_chunk: "AAAA" });
    expect((await c.next("user_transcript")).text).toBe("I know react");
    await c.next("completed");
    expect(fromClient).toContainEqual({ type: "pong", event_id: 7 });
    expect((await saved(client.cookie)).interviewTranscript).toBe(
      "ASSISTANT: Hello, tell me about React.\n\nUSER: I know react\n\nASSISTANT: Thank you, goodbye.",
    );
    server.close();
    fake.close();
  });
});
