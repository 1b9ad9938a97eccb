import { spawn } from "node:child_process";
import { once } from "node:events";
import { describe, expect, it } from "vitest";

/**
 * A child Node process that writes to stderr after its reader went away: with `log-pipe` imported it goes on
 * (exits 7 by itself), without it the EPIPE 'error' ends it with 1. Returns the exit code. A plain stream
 * write: whether a `console` line ends it depends on the Node version and loader (it did on Node 20 with
 * tsx, not on Node 24).
 */
async function writeAfterReaderLeft(withLogPipe: boolean): Promise<number | null> {
  const script = `${withLogPipe ? 'import "./src/server/ops/log-pipe.ts";' : ""}
    setTimeout(() => { process.stderr.write("a line nobody reads\\n"); setTimeout(() => process.exit(7), 300); }, 300);`;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.destroy();
  child.stderr.destroy();
  const [code] = await once(child, "exit");
  return code;
}

describe("a log pipe whose reader went away (ops/log-pipe.ts)", () => {
  it("does not end the process", async () => {
    expect(await writeAfterReaderLeft(true)).toBe(7);
  });

  it("would end it without the listener (the failure this guards against)", async () => {
    expect(await writeAfterReaderLeft(false)).toBe(1);
  });
});
