import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { envSchema } from "../../env";
import { createStorage, type FileStorage } from "./index";

const BUCKET = "kaarya-test";
let root: string;
let s3server: S3rver;
let local: FileStorage;
let s3: FileStorage;
let s3port: number;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "kaarya-storage-"));
  local = createStorage(envSchema.parse({ NODE_ENV: "test", DATA_DIR: join(root, "data") }));
  // s3rver: an S3-compatible server in Node, on loopback at an ephemeral port, files in a temp folder.
  s3server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: join(root, "s3"),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3server.run();
  s3port = port;
  s3 = createStorage(
    envSchema.parse({
      NODE_ENV: "test",
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    }),
  );
});

afterAll(async () => {
  await s3server?.close();
  await rm(root, { recursive: true, force: true });
});

const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0, 1, 2, 255]);

describe.each([
  ["local disk", () => local, "local"],
  ["S3-compatible (s3rver)", () => s3, "s3"],
] as const)("%s storage (DESIGN §5)", (_name, storage, kind) => {
  it("is chosen by configuration", () => {
    expect(storage().kind).toBe(kind);
  });

  it("stores, returns the exact bytes, and deletes", async () => {
    await storage().put("attachments/0b6f1c2e-1", bytes, "application/pdf");
    expect(await storage().get("attachments/0b6f1c2e-1")).toEqual(bytes);
    await storage().delete("attachments/0b6f1c2e-1");
    await expect(storage().get("attachments/0b6f1c2e-1")).rejects.toThrow();
    // Deleting a missing key is not an error.
    await storage().delete("attachments/0b6f1c2e-1");
  });

  it("stores a stream as it arrives, and keeps nothing of one that fails (issue 19 item 8)", async () => {
    const chunks = [bytes, new Uint8Array(300_000).fill(7), bytes];
    const stored = await storage().putStream("messages/streamed-1", Readable.from(chunks), "text/plain");
    expect(stored).toBe(300_016);
    expect(await storage().get("messages/streamed-1")).toEqual(new Uint8Array(Buffer.concat(chunks)));
    async function* failing() {
      yield new Uint8Array(100_000);
      throw new Error("File too large");
    }
    await expect(
      storage().putStream("messages/streamed-2", Readable.from(failing()), "text/plain"),
    ).rejects.toThrow("File too large");
    await expect(storage().get("messages/streamed-2")).rejects.toThrow();
    await storage().delete("messages/streamed-1");
  });

  it("answers the readiness check", async () => {
    await expect(storage().check()).resolves.toBeUndefined();
  });

  it("refuses keys that could leave the storage root", async () => {
    for (const key of ["../escape", "attachments/../../x", "/etc/passwd", "a//b", "a\\b", ""]) {
      await expect(storage().put(key, bytes, "text/plain")).rejects.toThrow(/Unsafe storage key/);
      await expect(storage().get(key)).rejects.toThrow(/Unsafe storage key/);
    }
  });
});

it("keeps local files under $DATA_DIR/files", async () => {
  await local.put("attachments/kept", bytes, "application/pdf");
  expect(await readdir(join(root, "data", "files", "attachments"))).toEqual(["kept"]);
});

it("fails the readiness check when the S3 bucket does not exist", async () => {
  const missing = createStorage(
    envSchema.parse({
      NODE_ENV: "test",
      S3_BUCKET: "no-such-bucket",
      S3_ENDPOINT: `http://127.0.0.1:${s3port}`,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    }),
  );
  await expect(missing.check()).rejects.toThrow();
});
