/**
 * The server secret (issue 19 item 5): sessions, analysis signatures, interview tokens and the sandbox
 * gateway's results are signed with it, so it is never a value written in the source code. `AUTH_SECRET`
 * when set; otherwise, outside production, a random secret made on the first start and kept in
 * `$DATA_DIR/auth-secret` (mode 0600). Production requires `AUTH_SECRET` and checks it with
 * {@link authSecretProblem}.
 *
 * @module
 */
import { randomBytes } from "node:crypto";
import { chmod, mkdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";

/** The development secret earlier versions shipped in the source code: public, so production refuses it. */
export const PUBLISHED_SECRET = "kaarya-development-secret-not-for-production-use";

/** Randomness a secret must carry: 32 bytes. */
const MIN_SECRET_BITS = 256;
/** Fewer different characters than this is a pattern ("xxxx…", "abab…"), not randomness. */
const MIN_DISTINCT_CHARACTERS = 12;

/**
 * Why `secret` is unfit for production, or null when it is fit. Its randomness is estimated from its
 * alphabet: hex digits carry 4 bits a character (64 needed), base64 and base64url 6 bits (43 needed, as
 * `openssl rand -base64 32` prints), other text log2(95) ≈ 6.6 bits; fewer than 12 different characters
 * is refused whatever the length, and so is {@link PUBLISHED_SECRET}. The messages start with `AUTH_SECRET:`.
 */
export function authSecretProblem(secret: string): string | null {
  if (secret === PUBLISHED_SECRET) {
    return "AUTH_SECRET: this is the development secret, published in the source code; set a random one (e.g. `openssl rand -base64 48`)";
  }
  const bitsPerCharacter = /^[0-9a-f]+$/i.test(secret)
    ? 4
    : /^[A-Za-z0-9+/_=-]+$/.test(secret)
      ? 6
      : Math.log2(95);
  const distinct = new Set(secret).size;
  if (secret.length * bitsPerCharacter < MIN_SECRET_BITS || distinct < MIN_DISTINCT_CHARACTERS) {
    return "AUTH_SECRET: shorter than 32 random bytes; set a random one (e.g. `openssl rand -base64 48`)";
  }
  return null;
}

/** Where the generated secret is kept. */
export function authSecretFile(dataDir: string): string {
  return path.join(dataDir, "auth-secret");
}

/**
 * The secret the server signs with: `env.AUTH_SECRET` when set; otherwise the one in `$DATA_DIR/auth-secret`,
 * made on the first call (48 random bytes, base64url, file mode 0600; a file readable by others is narrowed
 * to 0600) and read back on every later start, so sessions survive restarts.
 *
 * `env` is the server's Env (typed by its two fields: env.ts imports this file).
 *
 * @throws {Error} when the file exists but holds no usable secret (an empty or truncated file), or the
 *   directory cannot be written.
 */
export async function resolveAuthSecret(env: { AUTH_SECRET?: string; DATA_DIR: string }): Promise<string> {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = authSecretFile(env.DATA_DIR);
  await mkdir(env.DATA_DIR, { recursive: true });
  try {
    await writeFile(file, randomBytes(48).toString("base64url"), { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    if (((await stat(file)).mode & 0o077) !== 0) await chmod(file, 0o600);
  }
  const secret = (await readFile(file, "utf8")).trim();
  if (authSecretProblem(secret)) {
    throw new Error(`${file} holds no usable secret: delete it to make a new one (this signs everyone out)`);
  }
  return secret;
}
