// A privacy-preserving stand-in for the client's network address: a keyed hash, truncated, so vote
// and rate limits can tell networks apart without ever storing an IP.
import type { Context } from "@netlify/functions";
import { keyedHash, sign } from "./job-signature.server.ts";

/** A network key: 22 base64url characters of a keyed hash. */
const NETWORK_KEY = { encoding: "base64url", length: 22 } as const;

export function clientIp(request: Request, context: Pick<Context, "ip">): string {
  // Netlify sets context.ip from the edge; behind other proxies the first forwarded address is the client.
  return context.ip || request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || "unknown";
}

/**
 * The key every network limit counts by (sign-in, votes, listings, claims, newsletter, checkouts,
 * analytics): the client's /24 or /48 (subnetPrefix), never the single address. One host or
 * hosting account holds a whole block, and 300 addresses of one /24 used to count as 300 voters.
 */
export function networkHash(ip: string): string {
  return keyedHash(subnetPrefix(ip), NETWORK_KEY);
}

/**
 * The wider network a client sits in: its IPv4 /24 or IPv6 /48, the block one customer or hosting
 * account usually holds. New listings from one such block within a day count as one source (ADR 024),
 * and every rate limit keys on it (networkHash).
 */
export function subnetPrefix(ip: string): string {
  // An IPv4 client seen through an IPv6 socket (::ffff:203.0.113.7) is still an IPv4 client.
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) ip = mapped[1]!;
  if (!ip.includes(":")) return ip.split(".").slice(0, 3).join(".");
  const [head = "", tail] = ip.toLowerCase().split("%")[0]!.split("::");
  const left = head ? head.split(":") : [];
  // "::" stands for as many zero groups as it takes to make eight.
  const right = tail === undefined ? [] : tail ? tail.split(":") : [];
  const groups =
    tail === undefined ? left : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return groups
    .slice(0, 3)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":");
}

/** A keyed hash of the client's /24 or /48: comparable across listings, never the address itself. */
export function subnetHash(ip: string): string {
  // The "subnet:" prefix keeps these keys apart from networkHash's for the same string.
  return sign("subnet", subnetPrefix(ip), NETWORK_KEY);
}
