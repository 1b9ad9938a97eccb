import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startFakeGoogle } from "./google-fake";

const dir = mkdtempSync(path.join(tmpdir(), "kaarya-fake-google-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const jwksOf = async (baseUrl: string) =>
  ((await (await fetch(`${baseUrl}/.well-known/openid-configuration`)).json()) as { jwks_uri: string })
    .jwks_uri;

/** The one key a fake's JWKS publishes. */
async function publishedKey(fake: { baseUrl: string }) {
  const { keys } = (await (await fetch(await jwksOf(fake.baseUrl))).json()) as {
    keys: { kid: string; n: string; d?: string }[];
  };
  return keys[0];
}

describe("fake Google signing key", () => {
  it("is shared through keyFile by fakes started later, or at the same moment, and differs by file", async () => {
    const keyFile = path.join(dir, "key.json");
    const racedFile = path.join(dir, "raced.json");
    const first = await startFakeGoogle({ port: 0, keyFile });
    const later = await startFakeGoogle({ port: 0, keyFile });
    // Both make a key; one file wins and both sign with it.
    const raced = await Promise.all([
      startFakeGoogle({ port: 0, keyFile: racedFile }),
      startFakeGoogle({ port: 0, keyFile: racedFile }),
    ]);
    const fakes = [first, later, ...raced];
    try {
      const [k1, k2, r1, r2] = await Promise.all(fakes.map(publishedKey));
      expect(k2).toEqual(k1);
      expect(k1.d).toBeUndefined();
      expect(r2).toEqual(r1);
      expect(r1.kid).not.toBe(k1.kid);
      expect(r1.n).not.toBe(k1.n);
    } finally {
      await Promise.all(fakes.map((fake) => fake.close()));
    }
  });

  it("is new for every fake without keyFile", async () => {
    const fakes = await Promise.all([startFakeGoogle({ port: 0 }), startFakeGoogle({ port: 0 })]);
    try {
      const [a, b] = await Promise.all(fakes.map(publishedKey));
      expect(a.kid).not.toBe(b.kid);
    } finally {
      await Promise.all(fakes.map((fake) => fake.close()));
    }
  });
});
