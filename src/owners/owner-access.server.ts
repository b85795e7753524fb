// Who may manage a store's circulars (ADR 037, superseding the owner part of ADR 018): its verified
// owner (the address of an approved claim) or an admin, never a boost buyer as such. The address is
// proven as in subscription management (ADR 015): a one-time code and link, mailed to the verified
// owner or to a buyer of its running boost (so a buyer who is not the owner can be told why), open
// the same HttpOnly e-mail session, which acts for that address only.
import { createHash } from "node:crypto";
import type { Context } from "@netlify/functions";
import type { Db } from "../../db/client.ts";
import { getCurrentBoostPeriod } from "../circulars/circulars-queries.server.ts";
import { boostBuyerEmails, verifiedOwnerEmails } from "./owners-queries.server.ts";
import { hitRateLimit } from "../platform/rate-limits-queries.server.ts";
import { env } from "../platform/env.server.ts";
import type { OwnerProofPage, PermissionReason } from "../circulars/circulars.ts";
import { ADMIN_ACTOR } from "../admin/audit.server.ts";
import { hasAdminSession } from "../admin/session.server.ts";
import { clientIp, networkHash } from "../platform/client-network.server.ts";
import { renderMail } from "../platform/mail-layout.server.ts";
import { sendMail } from "../platform/send-mail.server.ts";
import { codeAlreadySent } from "./already-sent.server.ts";
import {
  RESEND_AFTER_MS,
  issueProof,
  openEmailSession,
  redeemProof,
  sessionEmail,
  type ProofScope,
} from "./email-proof.server.ts";

/** The proof of a store's owner address is scoped to that store. */
const ownerScope = (storeId: string): ProofScope => ({ name: "owner", subjectId: storeId });

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

export const PROOF_SENT =
  "If this address is the store's verified owner address (the one whose claim to the store was approved) or bought its boost, we sent it a 6-digit code and a link. Enter the code below, or follow the link.";

/** Addresses a proof may be mailed to: the verified owner's, and its boost buyers' (to be told why not). */
async function provableEmails(db: Db, storeId: string) {
  const [owners, buyers] = await Promise.all([verifiedOwnerEmails(db, storeId), boostBuyerEmails(db, storeId)]);
  return [...owners, ...buyers];
}

// The proof opens circulars and listing editing alike (ADR 040); the mail names the page that asked
// for it and its link leads back there.
const PROOF_PAGES: Record<OwnerProofPage, { what: string; label: string; path: string }> = {
  circulars: { what: "manage the circulars of", label: "Manage my circulars", path: "/manage-circulars/" },
  listing: { what: "edit the listing of", label: "Edit my listing", path: "/manage-listing/" },
};

/** Mails a code and link when the address may act for the store; answers the same either way. */
export async function sendOwnerProof(
  db: Db,
  store: { id: string; name: string },
  email: string,
  page: OwnerProofPage = "circulars",
): Promise<string> {
  // Every address asking is paused for a minute, owner or not, so the "already sent" answer (issue
  // #25) tells nobody whether the address belongs to the store.
  const ask = await hitRateLimit(db, `owner-ask:${sha256(email)}:${store.id}`, RESEND_AFTER_MS / 1000);
  if (ask.count > 1) {
    const askedAt = new Date(ask.resetsAt.getTime() - RESEND_AFTER_MS);
    return `If this address is the store's verified owner address or bought its boost: ${codeAlreadySent("to it", askedAt, RESEND_AFTER_MS)}`;
  }
  if (!(await provableEmails(db, store.id)).includes(email)) return PROOF_SENT;
  const { token, code } = await issueProof(db, ownerScope(store.id), email);
  const { what, label, path } = PROOF_PAGES[page];
  await sendMail({
    to: email,
    subject: `Your code to ${what} ${store.name}: ${code}`,
    ...renderMail({
      paragraphs: [
        `Someone (we hope you) asked to ${what} ${store.name}.`,
        `Your code is ${code}. Enter it on the page, or follow the link below. Both work once, for 30 minutes.`,
        "If you didn't ask for this, ignore this message: nothing changes without the code.",
      ],
      action: { label, url: `${env().SITE_URL}${path}${store.id}?token=${token}` },
    }),
  });
  return PROOF_SENT;
}

/** Proves the address with the mailed link or code and opens the e-mail session; false when wrong. */
export async function redeemOwnerProof(
  db: Db,
  request: Request,
  context: Pick<Context, "cookies" | "ip">,
  storeId: string,
  proof: { token?: string; email?: string; code?: string },
): Promise<boolean> {
  // Code tries are counted per address and asking network: a stranger's guesses do not lock the
  // owner out (issue #23).
  const email = await redeemProof(db, ownerScope(storeId), proof, networkHash(clientIp(request, context)));
  if (!email) return false;
  await openEmailSession(db, request, context, email);
  return true;
}

export interface CircularAccess {
  /** May act on the store's circulars (verified owner or admin), whatever the boost and quota. */
  isOwner: boolean;
  email: string | null;
  /** Who acts, for the record ("admin" or the owner's address); null when nobody may. */
  actor: string | null;
  code: PermissionReason;
  reason: string | null;
  boost: Awaited<ReturnType<typeof getCurrentBoostPeriod>>;
}

export const REASONS = {
  no_proof:
    "Confirm that you own this store: we'll e-mail a code to the address whose claim to the store was approved.",
  not_owner:
    "This e-mail address is not the verified owner of this store. Use the address whose claim to the store was approved.",
  buyer_not_owner:
    "Thank you for boosting this store! Circulars speak in the store's name, so only its verified owner can publish them: a boost features the store but does not make the buyer its owner.",
  no_active_boost: "Only boosted stores can upload weekly circulars",
} as const;

/** Who is asking and whether they may act for the store; quota is checked by the caller. */
export async function circularAccess(
  db: Db,
  storeId: string,
  context: Pick<Context, "cookies">,
): Promise<CircularAccess> {
  const [admin, email, boost] = await Promise.all([
    hasAdminSession(db, context),
    sessionEmail(db, context),
    getCurrentBoostPeriod(db, storeId),
  ]);
  const isOwner = admin || (email !== undefined && (await verifiedOwnerEmails(db, storeId)).includes(email));
  const base = { isOwner, email: email ?? null, actor: admin ? ADMIN_ACTOR : isOwner ? email! : null, boost };
  if (!isOwner) {
    const buyer = email !== undefined && (await boostBuyerEmails(db, storeId)).includes(email);
    const code = !email ? "no_proof" : buyer ? "buyer_not_owner" : "not_owner";
    return { ...base, code, reason: REASONS[code] };
  }
  if (!boost) return { ...base, code: "no_active_boost", reason: REASONS.no_active_boost };
  return { ...base, code: null, reason: null };
}
