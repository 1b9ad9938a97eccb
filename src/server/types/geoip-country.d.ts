declare module "geoip-country" {
  /** Country of an IPv4/IPv6 address from the database shipped in the package; null when unknown. */
  export function lookup(ip: string): { country: string; name: string } | null;
  const geoip: { lookup: typeof lookup };
  export default geoip;
}
