// Background jobs started by this server (an expansion run, a USDA refresh) are named with a
// signature only this server can make: a background function has no session or origin to check, so
// the signature is what tells it the call came from us. One HMAC per job kind and id, keyed with
// HASH_SECRET, compared in constant time.
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "./env.server.ts";

export const jobSignature = (kind: string, id: number) =>
  createHmac("sha256", env().HASH_SECRET).update(`${kind}:${id}`).digest("hex");

export function isValidJobSignature(kind: string, id: number, signature: string): boolean {
  const expected = Buffer.from(jobSignature(kind, id));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
