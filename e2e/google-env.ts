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

/** The server environment that points "Sign in with Google" at the fake. */
export function googleEnv(serverPort: number): Record<string, string> {
  return {
    GOOGLE_CLIENT_ID: E2E_GOOGLE_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: E2E_GOOGLE_CLIENT_SECRET,
    GOOGLE_OAUTH_BASE_URL: `http://127.0.0.1:${fakeGooglePort(serverPort)}`,
  };
}
