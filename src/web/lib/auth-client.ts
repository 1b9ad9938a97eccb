import { createAuthClient } from "better-auth/react";

/** better-auth's browser client for sign-in, sign-up and sign-out (spec 1 §2). */
export const authClient = createAuthClient({
  baseURL: typeof window === "undefined" ? "http://localhost" : window.location.origin,
  basePath: "/api/auth",
});

/** The message of a better-auth failure, or the spec's fallback (spec 1 §8). */
export function authErrorMessage(error: { message?: string | null } | null | undefined): string {
  return error?.message || "An error occurred";
}
