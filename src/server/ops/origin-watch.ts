/**
 * Warnings about an address the configuration does not expect (issue 19 items 5 and 13), raised by the
 * requests themselves: a page of this server open at another origin than `APP_URL` (cookies, the payment
 * return and e-mail links all use `APP_URL`, so the payer of a sandbox payment was sent to a port nothing
 * listened on), and `X-Forwarded-For` arriving while `TRUST_PROXY` is unset (every visitor then has the
 * proxy's address).
 *
 * @module
 */
import type { Env } from "../env";

/** At most this many different origins are reported, so a stream of odd requests cannot flood the log. */
const MAX_ORIGINS_REPORTED = 5;

/**
 * A check to run on every request; it calls `warn` once per origin other than `APP_URL`'s that a page of this
 * server sends from (the request's `Origin` names the host it was sent to, so another site's requests do
 * not count), and once for the first `X-Forwarded-For` when `TRUST_PROXY` is unset.
 */
export function createOriginWatch(
  env: Pick<Env, "APP_URL" | "TRUST_PROXY">,
  warn: (message: string) => void,
): (request: Request) => void {
  const expected = new URL(env.APP_URL).origin;
  const reported = new Set<string>();
  let proxyReported = Boolean(env.TRUST_PROXY);
  return (request) => {
    const origin = request.headers.get("origin");
    const host = request.headers.get("host");
    if (origin && origin !== expected && !reported.has(origin) && reported.size < MAX_ORIGINS_REPORTED) {
      if (URL.canParse(origin) && new URL(origin).host === host) {
        reported.add(origin);
        warn(
          `A browser uses Kaarya at ${origin}, but APP_URL is ${expected}: sign-in cookies, the payment return ` +
            `and links in e-mails go to APP_URL. Set APP_URL=${origin} if that is the address people use.`,
        );
      }
    }
    if (!proxyReported && request.headers.has("x-forwarded-for")) {
      proxyReported = true;
      warn(
        "Requests carry X-Forwarded-For but TRUST_PROXY is unset, so every visitor seems to be the proxy " +
          "(one sign-in rate limit for all, the proxy's address in login history). Set TRUST_PROXY=loopback " +
          "(or the proxy's address).",
      );
    }
  };
}
