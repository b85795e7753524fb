// Which network addresses an outbound request must never reach: loopback, private ranges,
// link-local (cloud metadata at 169.254.169.254 and fd00:ec2::254), carrier-grade NAT, multicast,
// documentation and reserved ranges. IPv4 written inside IPv6 (::ffff:10.0.0.1, 64:ff9b::a00:1)
// is unwrapped and judged as IPv4, so no spelling slips through.
import { BlockList, isIPv4, isIPv6 } from "node:net";

const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blocked.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 96],
  ["::1", 128],
  ["100::", 64],
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}

/** The IPv4 address carried inside an IPv4-mapped or NAT64 IPv6 address, if any. */
function embeddedIPv4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const prefix = ["::ffff:", "64:ff9b::"].find((p) => lower.startsWith(p));
  if (!prefix) return undefined;
  const rest = lower.slice(prefix.length);
  if (isIPv4(rest)) return rest;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(rest);
  if (!hex) return undefined;
  const value = (Number.parseInt(hex[1]!, 16) << 16) | Number.parseInt(hex[2]!, 16);
  return [24, 16, 8, 0].map((shift) => (value >>> shift) & 255).join(".");
}

/** True when the address is not a public unicast address (or is no IP address at all). */
export function isBlockedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (isIPv4(bare)) return blocked.check(bare, "ipv4");
  if (!isIPv6(bare)) return true;
  const v4 = embeddedIPv4(bare);
  if (v4) return blocked.check(v4, "ipv4");
  return blocked.check(bare, "ipv6");
}
