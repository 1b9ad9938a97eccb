import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A Kaarya server running as a child process (`node --import tsx src/server/main.ts`) on its own port. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** Kills the process if it still runs and removes its data dir. */
  dispose(): Promise<void>;
}

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the real server with `env` on a fresh data dir and waits until `/healthz` answers (at most
 * `timeoutMs`). Node runs the server directly (no npm or npx in between), so a signal sent to `child`
 * reaches the server itself.
 */
export async function startServer(
  env: Record<string, string> = {},
  { timeoutMs = 90_000, args = ["--import", "tsx", "src/server/main.ts"] } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), "kaarya-proc-"));
  const child = spawn(process.execPath, args, {
    env: { ...process.env, PORT: String(port), APP_URL: url, DATA_DIR: dataDir, NODE_ENV: "test", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = once(child, "exit").then(([code, signal]) => (code ?? signal) as number | string);
  const server: ServerProcess = {
    url,
    child,
    output: () => output,
    exited,
    async dispose() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGKILL");
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  while (Date.now() < deadline && !ended) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await server.dispose();
  throw new Error(`the server did not start (${ended ? "it exited" : "timed out"}):\n${output}`);
}
