// How many items wait in each of the admin's review queues (ADR 063): the stat cards and the tabs'
// badges. Each count uses its queue's own "waiting" rule.
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { businessClaims, nameAddressChanges, storeSuggestions } from "../../db/schema.ts";
import { countReviewQueue } from "./review-queue-queries.server.ts";
import { WAITING } from "./suggestions-queries.server.ts";

const n = sql<number>`count(*)::int`;

export async function countWaiting(db: Db) {
  const [listings, [suggestions], [nameAddress], [claims]] = await Promise.all([
    countReviewQueue(db),
    db.select({ n }).from(storeSuggestions).where(inArray(storeSuggestions.status, WAITING)),
    db.select({ n }).from(nameAddressChanges).where(eq(nameAddressChanges.status, "pending")),
    db.select({ n }).from(businessClaims).where(eq(businessClaims.status, "pending")),
  ]);
  return {
    newListings: listings.total,
    suggestions: suggestions?.n ?? 0,
    nameAddress: nameAddress?.n ?? 0,
    claims: claims?.n ?? 0,
  };
}
