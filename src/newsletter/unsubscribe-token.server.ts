// A per-subscriber unsubscribe token that never expires and needs no storage: a keyed hash of the
// subscriber's id. Every newsletter mail carries it.
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "../platform/env.server.ts";

const sign = (subscriberId: string) =>
  createHmac("sha256", env().HASH_SECRET).update(`unsubscribe:${subscriberId}`).digest("base64url").slice(0, 32);

export const unsubscribeToken = (subscriberId: string) => `${subscriberId}.${sign(subscriberId)}`;

/** The subscriber id a token stands for, if the signature holds. */
export function verifyUnsubscribeToken(token: string): string | null {
  const [id, signature] = token.split(".");
  if (!id || !signature || !/^[0-9a-f-]{36}$/.test(id)) return null;
  const expected = Buffer.from(sign(id));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}
