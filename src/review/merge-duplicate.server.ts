// Accepting a 'duplicate of another listing' suggestion (ADR 045) merges the two listings with the
// one merge there is (store-merge/merge-stores.ts, ADR 044): by default the listing the shopper
// named stays and the reported one is merged into it; the admin may keep the reported one instead.
// The merge runs its own transaction (both rows locked); the suggestion is marked accepted after it.
import type { Db } from "../../db/client.ts";
import type { StoreSuggestion } from "../../db/schema.ts";
import { ADMIN_ACTOR } from "../admin/audit.server.ts";
import { ApiError } from "../platform/errors.server.ts";
import { mergeStores } from "../admin/merge-stores.server.ts";

export type Keep = "other" | "this";

export const OTHER_LISTING_GONE =
  "The other listing this suggestion named no longer exists: reject the suggestion, or merge by hand from the store list.";

export async function mergeDuplicate(db: Db, suggestion: StoreSuggestion, keep: Keep): Promise<string> {
  if (!suggestion.duplicateOfId) throw new ApiError("conflict", OTHER_LISTING_GONE);
  const [survivorId, duplicateId] =
    keep === "this"
      ? [suggestion.groceryStoreId, suggestion.duplicateOfId]
      : [suggestion.duplicateOfId, suggestion.groceryStoreId];
  const merged = await mergeStores(db, {
    survivorId,
    duplicateId,
    actor: ADMIN_ACTOR,
    reason: `A shopper reported a duplicate listing (suggestion ${suggestion.id}).`,
  });
  return `merged into ${merged.survivorUrl}`;
}
