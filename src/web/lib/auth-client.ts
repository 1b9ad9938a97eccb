import { createAuthClient } from "better-auth/react";
import { trackedAuthFetch } from "./auth-requests";

/**
 * better-auth's browser client for sign-in, sign-up and sign-out (spec 1 §2). Its requests are counted while in
 * flight (auth-requests.ts): the live event stream waits for them before it reads the user again.
 */
export const authClient = createAuthClient({
  baseURL: typeof window === "undefined" ? "http://localhost" : window.location.origin,
  basePath: "/api/auth",
  fetchOptions: { customFetchImpl: trackedAuthFetch },
});

/** The message of a better-auth failure, or the spec's fallback (spec 1 §8). */
export function authErrorMessage(error: { message?: string | null } | null | undefined): string {
  return error?.message || "An error occurred";
}
