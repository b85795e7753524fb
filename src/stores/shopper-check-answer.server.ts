// One shopper's answer to an imported store's question (ADR 063): no account, counted once per device
// and once per network for the store (the vote rules' device cookie and network hash), rate limited
// per network. Three "yes" from three networks within a year confirm the store (its page says so at
// the next build and its review confidence rises); two "not a grocery" or "closed" from two networks
// put it in the admin's Suggestions queue, the answers as evidence. The store stays listed until an
// admin decides: two networks (a phone and a home connection) must not be enough to take a
// competitor's store off the site (issue #43, "one bad actor cannot hurt others").
import type { Db } from "../../db/client.ts";
import { recentAnswerCounts, recordShopperAnswer } from "./shopper-answers-queries.server.ts";
import { hasOpenSuggestion, insertSuggestion } from "../review/suggestions-queries.server.ts";
import { getStoreForUpdate } from "./store-lock-queries.server.ts";
import { updateStoreRow } from "../admin/admin-stores-queries.server.ts";
import {
  ANSWERS_COUNT_FOR_DAYS,
  DOUBTS_TO_REVIEW,
  SHOPPER_ANSWERS,
  YES_TO_CONFIRM,
  asksShoppers,
  type ShopperAnswerKind,
} from "./shopper-check.ts";
import { recordAudit } from "../admin/audit.server.ts";
import { ApiError, notFound } from "../platform/errors.server.ts";
import { enforceRateLimit } from "../platform/rate-limit.server.ts";
import { requestRebuild } from "../site/request-rebuild.server.ts";
import { STORE_NOT_FOUND } from "./find-store.server.ts";
import { isUuid } from "./identifier.server.ts";

export const NOT_ASKED = "This store's listing is no longer asking shoppers to confirm it. Thank you all the same.";
const UNKNOWN_ANSWER = 'Answer "yes", "not_grocery" or "closed".';

export function parseAnswer(raw: string | null): ShopperAnswerKind {
  const found = SHOPPER_ANSWERS.find((a) => a === raw);
  if (!found) throw new ApiError("validation_failed", UNKNOWN_ANSWER);
  return found;
}

export type AnswerOutcome = "counted" | "already" | "confirmed" | "sent_to_review";

export async function answerShopperCheck(
  db: Db,
  rawStoreId: string,
  answer: ShopperAnswerKind,
  shopper: { deviceId: string; network: string },
  now = new Date(),
): Promise<{ outcome: AnswerOutcome; storeId: string }> {
  if (!isUuid(rawStoreId)) throw notFound(STORE_NOT_FOUND);
  const storeId = rawStoreId.toLowerCase();
  await enforceRateLimit(db, {
    key: `shopper-check:${shopper.network}`,
    limit: 30,
    windowSeconds: 3600,
    message: "Many answers came from your network in the last hour. Please try again later.",
  });
  const yearAgo = new Date(now.getTime() - ANSWERS_COUNT_FOR_DAYS * 86_400_000);
  const outcome = await db.transaction(async (tx): Promise<AnswerOutcome> => {
    const store = await getStoreForUpdate(tx, storeId);
    if (!store || store.deletedAt || store.mergedIntoId) throw notFound(STORE_NOT_FOUND);
    if (!asksShoppers(store)) throw new ApiError("conflict", NOT_ASKED);
    const counted = await recordShopperAnswer(tx, { storeId, answer, ...shopper }, yearAgo);
    if (!counted) return "already";
    const counts = await recentAnswerCounts(tx, storeId, yearAgo);
    const doubts = counts.notGrocery + counts.closed;
    if (doubts >= DOUBTS_TO_REVIEW) {
      await updateStoreRow(tx, storeId, { shopperYesCount: counts.yes });
      if (await hasOpenSuggestion(tx, storeId, SHOPPERS_NETWORK)) return "counted";
      await insertSuggestion(tx, {
        groceryStoreId: storeId,
        kind: counts.closed >= counts.notGrocery ? "closed" : "not_independent",
        note: `Shoppers answered "${SHOPPER_QUESTION_SHORT}" within a year: ${counts.closed} closed, ${counts.notGrocery} not a grocery, ${counts.yes} yes (each from its own device and network).`,
        network: SHOPPERS_NETWORK,
      });
      await recordAudit(tx, {
        actor: "shoppers",
        action: "listing.shoppers_doubt",
        entityType: "grocery_store",
        entityId: storeId,
        before: null,
        after: { answers: counts },
      });
      return "sent_to_review";
    }
    const confirmed = counts.yes >= YES_TO_CONFIRM;
    await updateStoreRow(tx, storeId, {
      shopperYesCount: counts.yes,
      ...(confirmed ? { shopperConfirmedAt: now } : {}),
    });
    return confirmed ? "confirmed" : "counted";
  });
  // The page changes: it says shoppers confirmed the store.
  if (outcome === "confirmed") await requestRebuild(db, `shoppers confirmed store ${storeId}`);
  return { outcome, storeId };
}

const SHOPPER_QUESTION_SHORT = "independent grocery, open now?";
/** The suggestion's source: the shoppers' answers, not one network (so the flood rule never counts it). */
const SHOPPERS_NETWORK = "shopper-check";
