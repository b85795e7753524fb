// Nobody sees or cancels someone else's subscription (ADR 015): looking an address up mails it a
// one-time code and link; either proves the address and opens a short session, in an HttpOnly cookie,
// that acts for that address only.
import { createHash, randomBytes, randomInt } from "node:crypto";
import type { Context } from "@netlify/functions";
import type { Db } from "../../../db/client.ts";
import { createEmailSession, emailOfSession } from "../../../db/queries/email-sessions.ts";
import { insertVerification, lastVerificationSentAt, useVerification } from "../../../db/queries/verifications.ts";
import { enforceRateLimit } from "../http/rate-limit.ts";
import { codeAlreadySent } from "../verification/already-sent.ts";
import { limitCodeTries } from "../verification/code-attempts.ts";
import { consumeVerificationToken, createVerificationToken } from "../verification/tokens.ts";
import { sendSubscriberLinkMail } from "./boost-mail.ts";

export const SUBSCRIBER_COOKIE = "subscriber_session";
const LINK_PURPOSE = "subscriber";
const CODE_PURPOSE = "subscriber-code";
const PROOF_MINUTES = 30;
const SESSION_MINUTES = 60;
const RESEND_AFTER_MS = 60 * 1000;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const codeHash = (email: string, code: string) => sha256(`subscriber-code:${email}:${code}`);
const isLocal = (url: URL) => ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);

/** Mails a code and a link to the address (at most once a minute); says nothing about subscriptions. */
export async function sendProof(db: Db, email: string): Promise<string> {
  const message = `We sent a 6-digit code and a link to ${email}. Enter the code below, or follow the link, to see the subscriptions bought with this address.`;
  const last = await lastVerificationSentAt(db, email, LINK_PURPOSE);
  // Within the minute no new code goes out, and the answer says so rather than "we sent" (issue #25).
  if (last && Date.now() - last.getTime() < RESEND_AFTER_MS) {
    return codeAlreadySent(`to ${email}`, last, RESEND_AFTER_MS);
  }
  await enforceRateLimit(db, {
    key: `subscriber-mail:${sha256(email)}`,
    limit: 5,
    windowSeconds: 3600,
    message: "Too many codes were sent to this address. Please try again in an hour.",
  });
  const token = await createVerificationToken(db, { email, purpose: LINK_PURPOSE, ttlHours: PROOF_MINUTES / 60 });
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await insertVerification(db, {
    tokenHash: codeHash(email, code),
    email,
    purpose: CODE_PURPOSE,
    expiresAt: new Date(Date.now() + PROOF_MINUTES * 60_000),
  });
  await sendSubscriberLinkMail(email, token, code);
  return message;
}

/** The address a mailed code or link proves, consumed; undefined when wrong, used or expired. */
export async function redeemProof(
  db: Db,
  proof: { token?: string; email?: string; code?: string },
  /** The asker's networkHash: code tries are counted per address and network. */
  network: string,
) {
  if (proof.token) return (await consumeVerificationToken(db, proof.token, LINK_PURPOSE))?.email;
  if (!proof.email || !proof.code) return undefined;
  await limitCodeTries(db, "subscriber-code", proof.email, network);
  return (await useVerification(db, codeHash(proof.email, proof.code), CODE_PURPOSE))?.email;
}

export async function openSubscriberSession(
  db: Db,
  request: Request,
  context: Pick<Context, "cookies">,
  email: string,
) {
  const token = randomBytes(32).toString("base64url");
  await createEmailSession(db, sha256(token), email, new Date(Date.now() + SESSION_MINUTES * 60_000));
  context.cookies.set({
    name: SUBSCRIBER_COOKIE,
    value: token,
    path: "/api/",
    httpOnly: true,
    secure: !isLocal(new URL(request.url)),
    sameSite: "Strict",
    maxAge: SESSION_MINUTES * 60,
  });
}

/** The proven address of this browser's subscriber session, if any. */
export async function subscriberEmail(db: Db, context: Pick<Context, "cookies">): Promise<string | undefined> {
  const token = context.cookies.get(SUBSCRIBER_COOKIE);
  if (!token || !/^[\w-]{20,100}$/.test(token)) return undefined;
  return emailOfSession(db, sha256(token));
}
