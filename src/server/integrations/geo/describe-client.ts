import geoip from "geoip-country";
import { UAParser } from "ua-parser-js";

/** Where and on what a sign-in happened, for `login_history` (spec 1 §3). Empty values are null. */
export interface ClientDescription {
  device: string | null;
  location: string | null;
  locale: string | null;
}

const PRIVATE_IP = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|fc|fd|fe80:)/i;

/**
 * Describes a client offline (DESIGN §5): device from the user agent (ua-parser-js), country from the IP
 * with the database shipped in `geoip-country`, locale from the first Accept-Language tag.
 */
export function describeClient(input: {
  userAgent?: string | null;
  ip?: string | null;
  acceptLanguage?: string | null;
}): ClientDescription {
  const ua = input.userAgent ? UAParser(input.userAgent) : null;
  const device = ua
    ? [ua.browser.name, ua.os.name && `on ${ua.os.name}`, ua.device.type && `(${ua.device.type})`]
        .filter(Boolean)
        .join(" ") || null
    : null;
  const ip = input.ip?.replace(/^::ffff:/, "") ?? null;
  let location: string | null = null;
  if (ip && PRIVATE_IP.test(ip)) location = "Local network";
  else if (ip) location = geoip.lookup(ip)?.name ?? null;
  const locale = input.acceptLanguage?.split(",")[0]?.split(";")[0]?.trim() || null;
  return { device, location, locale };
}
