// The one mailed proof that someone reads an e-mail address (ADR 015, ADR 040): a 6-digit code and a
// link, mailed together, either of which proves the address once for 30 minutes, and then a short
// HttpOnly e-mail session that acts for that address only. Subscription management and circulars
// (and owner editing) differ only in who may ask, what the mail says and where its link points; they
// pass a purpose name, and optionally the store the proof is for, and keep those parts themselves.
import { createHash, randomBytes, randomInt } from "node:crypto";
import type { Context } from "@netlify/functions";
import type { Db } from "../../db/client.ts";
import { createEmailSession, emailOfSession } from "./email-sessions-queries.server.ts";
import { insertVerification, useVerification } from "../platform/email-tokens-queries.server.ts";
import { enforceRateLimit } from "../platform/rate-limit.server.ts";
import { limitCodeTries } from "./code-attempts.server.ts";
import { consumeVerificationToken, createVerificationToken } from "../platform/email-tokens.server.ts";

/** The session cookie's name predates owners (ADR 015); renaming it would sign every browser out. */
export const EMAIL_SESSION_COOKIE = "subscriber_session";
export const PROOF_MINUTES = 30;
/** No second code within this pause; callers word the "already sent" answer (issue #25). */
export const RESEND_AFTER_MS = 60 * 1000;
export const SESSION_MINUTES = 60;
const MAILS_PER_HOUR = 5;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const isLocal = (url: URL) => ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);

/**
 * What a proof is for: `name` is the link's purpose, `${name}-code` the code's (they are stored
 * apart so a link cannot be entered as a code), `${name}-mail` the hourly mail limit's key.
 */
export interface ProofScope {
  name: string;
  /** The store the proof is for; a proof for one store never opens another's. */
  subjectId?: string;
}

const codePurpose = (scope: ProofScope) => `${scope.name}-code`;
// The same text as before the two copies were merged, so codes mailed before a deploy still work.
const codeHash = (scope: ProofScope, email: string, code: string) =>
  sha256([codePurpose(scope), ...(scope.subjectId ? [scope.subjectId] : []), email, code].join(":"));

/** Stores a fresh link token and 6-digit code for the address (at most 5 an hour); the caller mails them. */
export async function issueProof(db: Db, scope: ProofScope, email: string): Promise<{ token: string; code: string }> {
  await enforceRateLimit(db, {
    key: `${scope.name}-mail:${sha256(email)}`,
    limit: MAILS_PER_HOUR,
    windowSeconds: 3600,
    message: "Too many codes were sent to this address. Please try again in an hour.",
  });
  const token = await createVerificationToken(db, {
    email,
    purpose: scope.name,
    subjectId: scope.subjectId,
    ttlHours: PROOF_MINUTES / 60,
  });
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await insertVerification(db, {
    tokenHash: codeHash(scope, email, code),
    email,
    purpose: codePurpose(scope),
    subjectId: scope.subjectId ?? null,
    expiresAt: new Date(Date.now() + PROOF_MINUTES * 60_000),
  });
  return { token, code };
}

/**
 * The address a mailed link or code proves, consumed; undefined when wrong, used, expired or for
 * another store. `network` (networkHash) counts code tries per address and network (issue #23); each
 * code also stops working after a few tries from anywhere (issue #43).
 */
export async function redeemProof(
  db: Db,
  scope: ProofScope,
  proof: { token?: string; email?: string; code?: string },
  network: string,
): Promise<string | undefined> {
  if (proof.token) {
    // Only a link for this store is consumed: one opened on another store's URL stays valid (issue #43).
    return (await consumeVerificationToken(db, proof.token, scope.name, scope.subjectId))?.email;
  }
  if (!proof.email || !proof.code) return undefined;
  await limitCodeTries(db, { purpose: codePurpose(scope), email: proof.email, subjectId: scope.subjectId }, network);
  return (await useVerification(db, codeHash(scope, proof.email, proof.code), codePurpose(scope)))?.email;
}

/** Opens this browser's e-mail session for a proven address (an hour, HttpOnly, API paths only). */
export async function openEmailSession(
  db: Db,
  request: Request,
  context: Pick<Context, "cookies">,
  email: string,
): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  await createEmailSession(db, sha256(token), email, new Date(Date.now() + SESSION_MINUTES * 60_000));
  context.cookies.set({
    name: EMAIL_SESSION_COOKIE,
    value: token,
    path: "/api/",
    httpOnly: true,
    secure: !isLocal(new URL(request.url)),
    sameSite: "Strict",
    maxAge: SESSION_MINUTES * 60,
  });
}

/** The address this browser's e-mail session proved, if any. */
export async function sessionEmail(db: Db, context: Pick<Context, "cookies">): Promise<string | undefined> {
  const token = context.cookies.get(EMAIL_SESSION_COOKIE);
  if (!token || !/^[\w-]{20,100}$/.test(token)) return undefined;
  return emailOfSession(db, sha256(token));
}
