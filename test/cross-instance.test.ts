import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@/domain/demo";

/**
 * Two Kaarya processes on one PostgreSQL server (issue 5 item 2): a message sent through one reaches an
 * event stream held open on the other, through LISTEN/NOTIFY. Runs in the PostgreSQL pass only.
 */
const serverUrl = process.env.KAARYA_TEST_DB === "postgres" ? process.env.TEST_DATABASE_URL : undefined;

interface Instance {
  url: string;
  process: ChildProcess;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Both instances sign with it (each would generate its own secret in its DATA_DIR). */
const AUTH_SECRET = randomBytes(48).toString("base64url");

async function start(databaseUrl: string, dataDir: string): Promise<Instance> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  // The server itself, not `npx tsx` (whose SIGTERM would leave the server running after the tests).
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      AUTH_SECRET,
    },
    stdio: "ignore",
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, process: child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error(`instance on ${url} did not start`);
}

async function signIn(instance: Instance, email: string): Promise<string> {
  const response = await fetch(`${instance.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: instance.url },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

const json = (instance: Instance, cookie: string, path: string, body: unknown) =>
  fetch(`${instance.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: instance.url, cookie },
    body: JSON.stringify(body),
  });

describe.skipIf(!serverUrl)("two processes on one PostgreSQL server", () => {
  let a: Instance;
  let b: Instance;
  let dataDir: string;
  const name = `kaarya_x_${randomUUID().replaceAll("-", "")}`;
  const admin = serverUrl ? postgres(serverUrl, { max: 1, onnotice: () => {} }) : null;

  beforeAll(async () => {
    await admin?.unsafe(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    dataDir = await mkdtemp(join(tmpdir(), "kaarya-x-"));
    // One after the other: the first migrates and seeds the demo accounts.
    a = await start(url.toString(), join(dataDir, "a"));
    b = await start(url.toString(), join(dataDir, "b"));
  }, 90_000);

  afterAll(async () => {
    const running = [a, b].filter((i) => i && i.process.exitCode === null && i.process.signalCode === null);
    const exited = running.map((instance) => new Promise((r) => instance?.process.once("exit", r)));
    a?.process.kill("SIGTERM");
    b?.process.kill("SIGTERM");
    await Promise.all(exited);
    await admin?.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.end();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("delivers a message sent through one process to a stream on the other (latency: npm run bench)", async () => {
    const client = DEMO_ACCOUNTS.find((x) => x.role === "client")?.email as string;
    const manager = DEMO_ACCOUNTS.find((x) => x.role === "manager")?.email as string;
    const clientCookie = await signIn(a, client);
    const brief = {
      title: "Bakery website",
      description: "A five page website for our bakery with a contact form.",
    };
    const analyzed = await (await json(a, clientCookie, "/api/projects/analyze", brief)).json();
    const created = await json(a, clientCookie, "/api/projects", {
      brief,
      analysis: analyzed.analysis,
      engine: analyzed.engine,
      analysisToken: analyzed.analysisToken,
    });
    const { id: projectId } = await created.json();

    const managerCookie = await signIn(b, manager);
    const controller = new AbortController();
    const stream = await fetch(`${b.url}/api/messages/events`, {
      headers: { cookie: managerCookie },
      signal: controller.signal,
    });
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    while (!buffer.includes("event: ready")) buffer += decoder.decode((await reader.read()).value);

    const form = new FormData();
    form.append("content", "Sent through process A");
    const sent = await fetch(`${a.url}/api/projects/${projectId}/messages`, {
      method: "POST",
      headers: { origin: a.url, cookie: clientCookie },
      body: form,
    });
    expect(sent.status).toBe(201);
    while (!buffer.includes("Sent through process A")) {
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error(`not delivered: ${buffer}`)), 3000),
        ),
      ]);
      buffer += decoder.decode(chunk.value);
    }
    controller.abort();
  }, 60_000);
});
