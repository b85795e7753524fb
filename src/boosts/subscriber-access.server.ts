// Nobody sees or cancels someone else's subscription (ADR 015): looking an address up mails it the
// one mailed proof (a code and a link, src/owners/email-proof.server.ts); either proves the
// address and opens the e-mail session that acts for that address only.
import type { Db } from "../../db/client.ts";
import { lastVerificationSentAt } from "../platform/email-tokens-queries.server.ts";
import { codeAlreadySent } from "../owners/already-sent.server.ts";
import { consumeVerificationToken, createVerificationToken } from "../platform/email-tokens.server.ts";
import { RESEND_AFTER_MS, issueProof, redeemProof, type ProofScope } from "../owners/email-proof.server.ts";
import { sendSubscriberLinkMail } from "./boost-mail.server.ts";

const SCOPE: ProofScope = { name: "subscriber" };

/** Mails a code and a link to the address (at most once a minute); says nothing about subscriptions. */
export async function sendSubscriberProof(db: Db, email: string): Promise<string> {
  const message = `We sent a 6-digit code and a link to ${email}. Enter the code below, or follow the link, to see the subscriptions bought with this address.`;
  const last = await lastVerificationSentAt(db, email, SCOPE.name);
  // Within the minute no new code goes out, and the answer says so rather than "we sent" (issue #25).
  if (last && Date.now() - last.getTime() < RESEND_AFTER_MS) {
    return codeAlreadySent(`to ${email}`, last, RESEND_AFTER_MS);
  }
  const { token, code } = await issueProof(db, SCOPE, email);
  await sendSubscriberLinkMail(email, token, code);
  return message;
}

/** How long the receipt's "Manage my subscription" link signs its reader in: the claim link's 72 hours. */
const RECEIPT_LINK_HOURS = 72;
/** Its own purpose: a receipt is no code the buyer asked for, so it must not hold back the next one. */
const RECEIPT_PURPOSE = "subscriber-receipt";

/**
 * A sign-in link token for the receipt (issue #49): the receipt goes to the buyer's address, so its
 * link proves that address as the mailed proof's does (once), and managing needs no second mail.
 * Past its hours the page asks for a code as before.
 */
export function receiptSignInToken(db: Db, email: string): Promise<string> {
  return createVerificationToken(db, { email, purpose: RECEIPT_PURPOSE, ttlHours: RECEIPT_LINK_HOURS });
}

/** The address a mailed code or link proves, consumed; undefined when wrong, used or expired. */
export async function redeemSubscriberProof(
  db: Db,
  proof: { token?: string; email?: string; code?: string },
  /** The asker's networkHash: code tries are counted per address and network. */
  network: string,
): Promise<string | undefined> {
  const proven = await redeemProof(db, SCOPE, proof, network);
  if (proven || !proof.token) return proven;
  return (await consumeVerificationToken(db, proof.token, RECEIPT_PURPOSE))?.email;
}
