/**
 * This page's better-auth requests still in flight. Any of them may replace the session cookie: a password
 * change deletes every session of the user, the page's own included, and answers with a new one (better-auth
 * `changePassword` with `revokeOtherSessions`). Kept apart from auth-client.ts so that the app shell can wait
 * for them without loading better-auth.
 */
const inFlight = new Set<Promise<Response>>();

/** `fetch` for the better-auth client (`customFetchImpl`): the same request, counted until it settles. */
export function trackedAuthFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const request = fetch(input, init);
  inFlight.add(request);
  const settled = () => inFlight.delete(request);
  request.then(settled, settled);
  return request;
}

/**
 * Resolves when every better-auth request started so far has settled (never rejects). The browser stores a
 * response's cookies before `fetch` resolves, so a request made afterwards carries the session those
 * requests left behind.
 */
export async function authRequestsSettled(): Promise<void> {
  await Promise.allSettled([...inFlight]);
}
