// One-time proofs that someone reads an e-mail address: a random token in a link, of which only the
// SHA-256 is stored; it works once, for one purpose, before it expires.
import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../../db/client.ts";
import { findUsableVerification, insertVerification, useVerification } from "./email-tokens-queries.server.ts";

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

export async function createVerificationToken(
  db: Db,
  input: {
    email: string;
    purpose: string;
    subjectId?: string;
    ttlHours: number;
    /** A newsletter link's digest area: the one it confirms (ADR 057). */
    area?: { cityId: number | null; state: string | null };
  },
): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  await insertVerification(db, {
    tokenHash: hash(token),
    email: input.email,
    purpose: input.purpose,
    subjectId: input.subjectId ?? null,
    cityId: input.area?.cityId ?? null,
    state: input.area?.state ?? null,
    expiresAt: new Date(Date.now() + input.ttlHours * 3600 * 1000),
  });
  return token;
}

const wellFormed = (token: string) => /^[\w-]{20,100}$/.test(token);

/** Whether a token would still work, without using it: a mailed link's page asks before its button. */
export async function isUsableVerificationToken(db: Db, token: string, purpose: string): Promise<boolean> {
  return wellFormed(token) && (await findUsableVerification(db, hash(token), purpose)) !== undefined;
}

/**
 * The verification behind a token, consumed; undefined when unknown, used, expired or for another
 * purpose, or for another subject when `subjectId` is given (then it is not consumed).
 */
export async function consumeVerificationToken(db: Db, token: string, purpose: string, subjectId?: string) {
  if (!wellFormed(token)) return undefined;
  return useVerification(db, hash(token), purpose, subjectId);
}
