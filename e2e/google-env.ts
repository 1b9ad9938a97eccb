import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The browser tests' Google: the server is configured with a Google client whose endpoints live on a fake
 * provider (test/fakes/google-fake.ts) that e2e/google-sign-in.spec.ts starts on 127.0.0.1 at the server's
 * port + 1000 (3917 -> 4917), so runs with different E2E_PORTs do not collide.
 */
export const E2E_GOOGLE_CLIENT_ID = "kaarya-e2e.apps.googleusercontent.com";
export const E2E_GOOGLE_CLIENT_SECRET = "kaarya-e2e-google-secret";

/** The fake Google's port for a browser run whose server listens on `serverPort`. */
export function fakeGooglePort(serverPort: number): number {
  return serverPort + 1000;
}

/**
 * Where the fake Google of a browser run on `serverPort` keeps its signing key, so a fake started again by a
 * retried test's new worker signs with the key the server already fetched (test/fakes/google-fake.ts).
 */
export function fakeGoogleKeyFile(serverPort: number): string {
  return path.join(tmpdir(), `kaarya-e2e-fake-google-${serverPort}.json`);
}

/** The server environment that points "Sign in with Google" at the fake. */
export function googleEnv(serverPort: number): Record<string, string> {
  return {
    GOOGLE_CLIENT_ID: E2E_GOOGLE_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: E2E_GOOGLE_CLIENT_SECRET,
    GOOGLE_OAUTH_BASE_URL: `http://127.0.0.1:${fakeGooglePort(serverPort)}`,
  };
}
