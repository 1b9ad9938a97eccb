import type { IncomingMessage } from "node:http";
import proxyaddr from "proxy-addr";

/**
 * Which peers may tell us the client's address in `X-Forwarded-For` (`TRUST_PROXY`, issue 8): unset or empty
 * trusts none (the socket's address is the client's); a whole number n trusts the n nearest hops (n reverse
 * proxies in front); otherwise a comma-separated list of addresses, CIDR subnets or proxy-addr's names
 * `loopback`, `linklocal`, `uniquelocal`. Parsed once at start-up.
 * @throws TypeError (from proxy-addr) for an entry that is neither an address, a subnet nor a name.
 */
export function compileTrustProxy(setting: string | undefined): (address: string, hop: number) => boolean {
  const value = setting?.trim() ?? "";
  if (!value) return () => false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return proxyaddr.compile(value.split(",").map((entry) => entry.trim()));
}

/**
 * The client's address for rate limits, login history and the loopback-only `/metrics`: the socket's peer
 * `socketAddress`, or — when that peer is a trusted proxy — the nearest untrusted address of the
 * `X-Forwarded-For` value `forwardedFor`, read from the right (proxy-addr), so a client cannot choose its own
 * address by sending the header.
 * @returns the address, or undefined without a socket address (`app.request()` in tests).
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trust: (address: string, hop: number) => boolean,
): string | undefined {
  if (!socketAddress) return undefined;
  const request = { socket: { remoteAddress: socketAddress }, headers: { "x-forwarded-for": forwardedFor } };
  return proxyaddr(request as unknown as IncomingMessage, trust);
}
