// Who may see a store, in one place (ADR 024). Two levels, because a new listing is reachable at its
// own address at once but only listed anywhere else once an admin has approved it.
import { and, eq, isNull, ne, or, sql } from "drizzle-orm";
import { CLOSED_PAGE_DAYS } from "./closed.ts";
import { groceryStores } from "../../db/schema.ts";

/** Closed for good more than CLOSED_PAGE_DAYS ago: the address answers 410 (ADR 045). */
export const closedLongAgo = sql`${groceryStores.closedAt} <= now() - ${sql.raw(`interval '${CLOSED_PAGE_DAYS} days'`)}`;

/**
 * A store page (and its API record) answers: active, not deleted, not merged into another listing
 * (ADR 044: its addresses move to the survivor), not rejected in review, and not an import the rules
 * left to an admin (ADR 035): those stay off public pages until approved, where a listing from the
 * form is visible at its own address at once.
 */
export const reachableStore = and(
  eq(groceryStores.isActive, true),
  isNull(groceryStores.deletedAt),
  isNull(groceryStores.mergedIntoId),
  ne(groceryStores.reviewStatus, "rejected"),
  or(ne(groceryStores.reviewStatus, "pending"), isNull(groceryStores.reviewReason)),
  // A store closed for good keeps its 'Permanently closed' page for a while (ADR 045).
  or(isNull(groceryStores.closedAt), sql`not (${closedLongAgo})`),
);

/**
 * Publicly listed: town pages, home shelves, best deals, search, the sitemap, city counts. Seeded,
 * imported and older stores are approved by the column default; a listing from the form is pending.
 * A store closed for good is listed nowhere (ADR 045).
 */
export const listedStore = and(
  reachableStore,
  eq(groceryStores.reviewStatus, "approved"),
  isNull(groceryStores.closedAt),
);

/** Closed for good, page still up: built as 'Permanently closed' (noindex), listed nowhere (ADR 045). */
export const closedPageStore = and(
  reachableStore,
  eq(groceryStores.reviewStatus, "approved"),
  sql`${groceryStores.closedAt} is not null`,
);
