// Signed tokens, in one place (issue #44): an HMAC-SHA256 of "{purpose}:{value}" keyed with
// HASH_SECRET, checked in constant time. Background jobs started by this server (an expansion run, a
// USDA refresh, an enrichment job, a circular to process) are named with a signature only this server
// can make: a background function has no session or origin to check, so the signature is what tells
// it the call came from us. A newsletter's unsubscribe token is the subscriber's id and a shorter
// base64url signature of it: it never expires and needs no storage.
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "./env.server.ts";

export interface SignatureShape {
  encoding?: "hex" | "base64url";
  /** Characters kept from the start of the signature; all of it when not given. */
  length?: number;
}

/** The HMAC-SHA256 of `text` keyed with HASH_SECRET (also the network keys of client-network). */
export function keyedHash(text: string, { encoding = "hex", length }: SignatureShape = {}): string {
  const hash = createHmac("sha256", env().HASH_SECRET).update(text).digest(encoding);
  return length === undefined ? hash : hash.slice(0, length);
}

/** The signature of `value` for `purpose` ("expansion-run", "unsubscribe", ...). */
export const sign = (purpose: string, value: string | number, shape: SignatureShape = {}) =>
  keyedHash(`${purpose}:${value}`, shape);

/** Whether `signature` is the one sign() makes for `value` and `purpose`, compared in constant time. */
export function isSigned(purpose: string, value: string | number, signature: string, shape: SignatureShape = {}) {
  const expected = Buffer.from(sign(purpose, value, shape));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const jobSignature = (kind: string, id: string | number) => sign(kind, id);

export const isValidJobSignature = (kind: string, id: string | number, signature: string): boolean =>
  isSigned(kind, id, signature);
