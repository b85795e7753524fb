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
