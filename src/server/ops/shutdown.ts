import type { Server } from "node:http";
import type { WebSocketServer } from "ws";
import type { Database } from "../db/client";
import type { JobRunner } from "../jobs/job-queue";
import type { EventHub } from "../realtime/event-hub";
import type { ProcessState } from "./health";

/** The subset of a pino logger that operations code writes to (so tests can pass a stub). */
export interface OpsLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Everything a graceful shutdown closes, in the order it closes them. */
export interface ShutdownParts {
  server: Server;
  state: ProcessState;
  /** Ending the hub ends every server-sent event stream of this process. */
  events: EventHub;
  /** The voice interview's WebSocket server: its sockets get 1001 "going away" (their transcripts are saved). */
  sockets?: WebSocketServer;
  jobRunner: JobRunner;
  database: Pick<Database, "close">;
  /** How long in-flight requests, then the job in hand, may take before they are cut (milliseconds). */
  timeoutMs: number;
  log: OpsLogger;
}

const wait = (ms: number) =>
  new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), ms).unref());

/**
 * Builds the graceful shutdown (issue 8): mark the process not ready; stop accepting connections; end the
 * event streams and interview sockets (clients reconnect elsewhere); let in-flight requests finish, closing
 * keep-alive connections as they fall idle, for at most `timeoutMs`, then cut what is left; let the job
 * worker finish the job in hand (again at most `timeoutMs`; an unfinished job is retried by any worker after
 * the stale period); close the database.
 * @returns a function to call on a signal; it resolves to the exit code: 0 when everything drained in
 *   time, 1 when something had to be cut. Calling it again returns the same promise.
 */
export function createShutdown(parts: ShutdownParts): (signal: string) => Promise<number> {
  let running: Promise<number> | null = null;
  const { server, state, events, sockets, jobRunner, database, timeoutMs, log } = parts;

  async function shutdown(signal: string): Promise<number> {
    state.shuttingDown = true;
    const started = Date.now();
    log.info({ signal, timeoutMs }, "shutting down: no new connections, draining requests");
    const closed = new Promise<"closed">((resolve) => server.close(() => resolve("closed")));
    await events.close();
    for (const socket of sockets?.clients ?? []) socket.close(1001, "server shutting down");
    // server.close() closes connections idle at that moment; keep-alive ones fall idle as requests finish.
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    const requests = await Promise.race([closed, wait(timeoutMs)]);
    clearInterval(idle);
    let code = 0;
    if (requests === "timeout") {
      code = 1;
      log.warn({ afterMs: timeoutMs }, "shutdown: requests still running; closing their connections");
      server.closeAllConnections();
      for (const socket of sockets?.clients ?? []) socket.terminate();
    }
    const jobs = await Promise.race([jobRunner.stop().then(() => "stopped" as const), wait(timeoutMs)]);
    if (jobs === "timeout") {
      code = 1;
      log.warn({ afterMs: timeoutMs }, "shutdown: the job in hand did not finish; another worker retries it");
    }
    try {
      await database.close();
    } catch (error) {
      code = 1;
      log.error({ err: error }, "shutdown: closing the database failed");
    }
    log.info({ ms: Date.now() - started, code }, "shut down");
    return code;
  }

  return (signal) => {
    running ??= shutdown(signal);
    return running;
  };
}

/**
 * Runs `shutdown` on SIGTERM and SIGINT, then exits with its code. A second signal exits at once (1), and a
 * watchdog exits (1) if the whole shutdown takes longer than `hardLimitMs`.
 */
export function exitOnSignals(
  shutdown: (signal: string) => Promise<number>,
  hardLimitMs: number,
  log: OpsLogger,
): void {
  let signalled = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (signalled) {
      log.warn({ signal }, "second signal: exiting now");
      process.exit(1);
    }
    signalled = true;
    setTimeout(() => {
      log.error({ hardLimitMs }, "shutdown took too long: exiting");
      process.exit(1);
    }, hardLimitMs).unref();
    void shutdown(signal).then((code) => process.exit(code));
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}
