import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { chmod, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@/domain/demo";
import { startServer } from "../../../test/server-process";
import { verifiedSessionToken } from "../access/session-actor";
import { authSecretFile, authSecretProblem, PUBLISHED_SECRET, resolveAuthSecret } from "./auth-secret";

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), "kaarya-secret-"));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe("authSecretProblem (issue 19 item 5)", () => {
  it("takes 32+ random bytes as openssl prints them, in hex or base64", () => {
    expect(authSecretProblem(randomBytes(32).toString("hex"))).toBeNull();
    expect(authSecretProblem(randomBytes(32).toString("base64"))).toBeNull();
    expect(authSecretProblem(randomBytes(48).toString("base64url"))).toBeNull();
  });

  it("refuses the published secret, fewer than 32 random bytes and a repeated pattern", () => {
    expect(authSecretProblem(PUBLISHED_SECRET)).toMatch(/^AUTH_SECRET: this is the development secret/);
    for (const weak of [
      randomBytes(31).toString("hex"),
      randomBytes(30).toString("base64"),
      "x".repeat(100),
      "secret12".repeat(8),
    ]) {
      expect(authSecretProblem(weak), weak).toMatch(/^AUTH_SECRET: shorter than 32 random bytes/);
    }
  });
});

describe("resolveAuthSecret (issue 19 item 5)", () => {
  it("makes a random secret on the first start, keeps it in $DATA_DIR with mode 0600, and reuses it", async () => {
    const dataDir = join(await tempDir(), "data");
    const first = await resolveAuthSecret({ DATA_DIR: dataDir });
    expect(first).not.toBe(PUBLISHED_SECRET);
    expect(authSecretProblem(first)).toBeNull();
    expect((await stat(authSecretFile(dataDir))).mode & 0o777).toBe(0o600);
    expect(await resolveAuthSecret({ DATA_DIR: dataDir })).toBe(first);
    // Another data directory, another secret: nothing is shared through the source code.
    expect(await resolveAuthSecret({ DATA_DIR: await tempDir() })).not.toBe(first);
  });

  it("narrows a file others can read to 0600, and prefers AUTH_SECRET", async () => {
    const dataDir = await tempDir();
    const kept = randomBytes(48).toString("base64url");
    await writeFile(authSecretFile(dataDir), kept);
    await chmod(authSecretFile(dataDir), 0o644);
    expect(await resolveAuthSecret({ DATA_DIR: dataDir })).toBe(kept);
    expect((await stat(authSecretFile(dataDir))).mode & 0o777).toBe(0o600);
    expect(await resolveAuthSecret({ DATA_DIR: dataDir, AUTH_SECRET: "y".repeat(40) })).toBe("y".repeat(40));
  });

  it("refuses an emptied secret file instead of signing with nothing", async () => {
    const dataDir = await tempDir();
    await writeFile(authSecretFile(dataDir), "", { mode: 0o600 });
    await expect(resolveAuthSecret({ DATA_DIR: dataDir })).rejects.toThrow(/holds no usable secret/);
  });
});

describe("the server's secret (issue 19 item 5)", () => {
  it("signs sessions with the secret it generated in $DATA_DIR, not the one in the source code", async () => {
    const dataDir = await tempDir();
    const server = await startServer({ DATA_DIR: dataDir, DEMO_SEED: "1", AUTH_SECRET: "" });
    try {
      const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url },
        body: JSON.stringify({ email: DEMO_ACCOUNTS[0].email, password: DEMO_PASSWORD }),
      });
      expect(response.status).toBe(200);
      const cookie = response.headers.getSetCookie().join(";");
      const value = decodeURIComponent(cookie.match(/better-auth\.session_token=([^;]+)/)?.[1] ?? "");
      const generated = (await readFile(authSecretFile(dataDir), "utf8")).trim();
      expect(verifiedSessionToken(value, generated)).not.toBeNull();
      expect(verifiedSessionToken(value, PUBLISHED_SECRET)).toBeNull();
    } finally {
      await server.dispose();
    }
  }, 120_000);

  it("refuses to start with NODE_ENV=production and the published secret or the demo seed, without start:prod", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        // The log is silent under vitest (VITEST is inherited) unless a level is set.
        LOG_LEVEL: "info",
        AUTH_SECRET: PUBLISHED_SECRET,
        DEMO_SEED: "1",
        PAYMENT_GATEWAY: "razorpay",
        DATA_DIR: await tempDir(),
        PORT: "0",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => (output += chunk));
    // "close", not "exit": the pipes may still hold the last lines when the process has exited.
    const [code] = await once(child, "close");
    expect(code).toBe(1);
    expect(output).toMatch(/AUTH_SECRET: this is the development secret/);
    expect(output).toMatch(/DEMO_SEED: the demo accounts share a published password/);
  }, 60_000);
});
