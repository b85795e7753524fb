// Who may see a store, in one place (ADR 024). Two levels, because a new listing is reachable at its
// own address at once but only listed anywhere else once an admin has approved it.
import { and, eq, isNull, ne, or } from "drizzle-orm";
import { groceryStores } from "../schema.ts";

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
);

/**
 * Publicly listed: town pages, home shelves, best deals, search, the sitemap, city counts. Seeded,
 * imported and older stores are approved by the column default; a listing from the form is pending.
 */
export const listedStore = and(reachableStore, eq(groceryStores.reviewStatus, "approved"));
