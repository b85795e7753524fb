// A purchase starts as an "incomplete" boost row, reserved under the store's row lock: one purchase
// in progress per store (a unique index backs this), so a double click or two tabs reuse it and
// make one charge, and a second buyer waits (30 minutes from the purchase's start at most; the
// store's owner never) instead of paying for a boost that cannot run.
import type { Db } from "../../db/client.ts";
import { getStoreForUpdate } from "../stores/store-lock-queries.server.ts";
import { verifiedOwnerEmails } from "../owners/owners-queries.server.ts";
import { findOpenPurchase, getActiveBoost, insertBoost, updateBoost } from "./boosts-queries.server.ts";
import { countHeldPurchases, lockHolder } from "../platform/holds-queries.server.ts";
import type { Boost } from "../../db/schema.ts";
import type { BoostKind } from "./boost-kind.ts";
import { BOOST_PLANS } from "./plans.ts";
import { WAITING_FOR_REVIEW, type BoostPurchase } from "./purchase-schema.ts";
import { ApiError, notFound } from "../platform/errors.server.ts";
import { enforceHoldLimits } from "../platform/hold-limits.server.ts";
import type { Requester } from "../platform/requester.server.ts";
import { refuseIfClosed } from "../stores/closed-store.server.ts";
import { STORE_NOT_FOUND } from "../stores/find-store.server.ts";
import { billingDate } from "../platform/dates.ts";

/** An unpaid purchase is reused by its buyer for this long (Stripe keeps idempotency keys 24 h). */
const REUSE_MS = 23 * 3600 * 1000;
/**
 * Another buyer's unpaid purchase blocks the store for this long from its creation, then is given
 * up. From creation, not from its last update: the buyer's repeat calls (which update the row with
 * the payment's ids) reuse it without extending the hold (issue #23).
 */
const BLOCK_MS = 30 * 60 * 1000;

// What one network, device or address may hold unpaid at once, on other stores (issue #43): rotating
// addresses no longer let one person hold many stores off their buyers.
const TOO_MANY_HELD = {
  network:
    "Too many unpaid checkouts from your network are open right now. Please finish one, or try again in 30 minutes.",
  device: "You have several unpaid checkouts open. Please finish one of them, or try again in 30 minutes.",
  address:
    "This e-mail address has several unpaid checkouts open. Please finish one of them, or try again in 30 minutes.",
};

export interface Reservation {
  boost: Boost;
  /** The end of the running boost a one-time purchase extends. */
  extendsFrom?: Date;
  /** An unpaid purchase this one replaced: its Stripe object should be cancelled. */
  abandoned?: Boost;
}

export async function reservePurchase(
  db: Db,
  input: BoostPurchase,
  kind: BoostKind,
  requester: Requester,
): Promise<Reservation> {
  return db.transaction(async (tx) => {
    const holder = { ...requester, email: input.userEmail };
    await lockHolder(tx, holder);
    const store = await getStoreForUpdate(tx, input.groceryStoreId);
    if (!store || store.deletedAt || !store.isActive || store.reviewStatus === "rejected")
      throw notFound(STORE_NOT_FOUND);
    refuseIfClosed(store, "boost");
    // A boost buys placement in lists a listing waiting for review is not in yet (ADR 024).
    if (store.reviewStatus === "pending") {
      throw new ApiError("conflict", WAITING_FOR_REVIEW);
    }
    const active = await getActiveBoost(tx, store.id);
    if (active) {
      const until = billingDate(active.currentPeriodEnd!);
      if (kind === "subscription") {
        throw new ApiError("conflict", `Store Already Boosted! This store's boost is active until ${until}.`, {
          activeUntil: active.currentPeriodEnd!.toISOString(),
        });
      }
      if (active.kind === "subscription" && !active.cancelAtPeriodEnd) {
        throw new ApiError(
          "conflict",
          `Store Already Boosted! Its monthly boost renews automatically (current period ends ${until}), so there is nothing to extend.`,
          { activeUntil: active.currentPeriodEnd!.toISOString() },
        );
      }
    }
    const extendsFrom = active?.currentPeriodEnd ?? undefined;

    let abandoned: Boost | undefined;
    const open = await findOpenPurchase(tx, store.id);
    if (open) {
      const age = Date.now() - open.createdAt.getTime();
      const sameBuyer = open.customerEmail === input.userEmail && open.kind === kind;
      if (sameBuyer && age < REUSE_MS) return { boost: open, extendsFrom };
      // The store's owner (approved claim) is never held off by a stranger's unpaid purchase.
      const isOwner = (await verifiedOwnerEmails(tx, store.id)).includes(input.userEmail.trim().toLowerCase());
      if (open.customerEmail !== input.userEmail && age < BLOCK_MS && !isOwner) {
        throw new ApiError(
          "conflict",
          "Someone is paying for a boost of this store right now. Please try again in a few minutes.",
        );
      }
      // Given up for this purchase; if it is paid after all, the webhook still honours it.
      await updateBoost(tx, open.id, { status: "abandoned" });
      abandoned = open;
    }
    // Only a new hold counts: reusing one's own purchase above never does.
    const heldSince = new Date(Date.now() - BLOCK_MS);
    enforceHoldLimits(await countHeldPurchases(tx, holder, heldSince, store.id), TOO_MANY_HELD);
    const plan = BOOST_PLANS[kind];
    const boost = await insertBoost(tx, {
      groceryStoreId: store.id,
      kind,
      status: "incomplete",
      customerEmail: input.userEmail,
      customerName: input.userName,
      amountCents: plan.amountCents,
      buyerNetwork: requester.network,
      buyerDevice: requester.device,
    });
    return { boost, extendsFrom, abandoned };
  });
}

export function extensionNote(extendsFrom: Date | undefined) {
  if (!extendsFrom) return {};
  return {
    extendsFrom: extendsFrom.toISOString(),
    message: `This store is already boosted until ${billingDate(extendsFrom)}: this purchase adds 30 days from then.`,
  };
}
