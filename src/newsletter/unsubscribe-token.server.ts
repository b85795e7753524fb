// A per-subscriber unsubscribe token that never expires and needs no storage: a keyed hash of the
// subscriber's id. Every newsletter mail carries it.
import { isSigned, sign, type SignatureShape } from "../platform/job-signature.server.ts";

const SHAPE: SignatureShape = { encoding: "base64url", length: 32 };

export const unsubscribeToken = (subscriberId: string) => `${subscriberId}.${sign("unsubscribe", subscriberId, SHAPE)}`;

/** The subscriber id a token stands for, if the signature holds. */
export function verifyUnsubscribeToken(token: string): string | null {
  const [id, signature] = token.split(".");
  if (!id || !signature || !/^[0-9a-f-]{36}$/.test(id)) return null;
  return isSigned("unsubscribe", id, signature, SHAPE) ? id : null;
}
