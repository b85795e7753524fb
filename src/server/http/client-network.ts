// A privacy-preserving stand-in for the client's network address: a keyed hash, truncated, so vote
// and rate limits can tell networks apart without ever storing an IP.
import { createHmac } from "node:crypto";
import type { Context } from "@netlify/functions";
import { env } from "../../config/env.ts";

export function clientIp(request: Request, context: Pick<Context, "ip">): string {
  // Netlify sets context.ip from the edge; behind other proxies the first forwarded address is the client.
  return context.ip || request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || "unknown";
}

export function networkHash(ip: string): string {
  // IPv6 clients rotate addresses inside their /64: limit by the network, not the address.
  const network = ip.includes(":") ? ip.split(":").slice(0, 4).join(":") : ip;
  return createHmac("sha256", env().HASH_SECRET).update(network).digest("base64url").slice(0, 22);
}

/**
 * The wider network a client sits in: its IPv4 /24 or IPv6 /48, the block one customer or hosting
 * account usually holds. New listings from one such block within a day count as one source (ADR 024).
 */
export function subnetPrefix(ip: string): string {
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
  return createHmac("sha256", env().HASH_SECRET)
    .update(`subnet:${subnetPrefix(ip)}`)
    .digest("base64url")
    .slice(0, 22);
}
