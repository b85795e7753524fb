// POST /api/grocery-stores/{id}/suggestions: a shopper says what is wrong with a listing (ADR 045).
// Nothing on the listing changes: the suggestion waits in the admin's queue, scored by the listing
// spam rules so likely spam comes last. A duplicate report names the other listing by its page.
import type { Db } from "../../db/client.ts";
import { countSuggestionsFromNetwork, insertSuggestion } from "./suggestions-queries.server.ts";
import { getStoreById } from "../stores/stores-queries.server.ts";
import { ApiError, notFound } from "../platform/errors.server.ts";
import { REPORT_FLOOD, spamReasons } from "./spam-rules.server.ts";
import { STORE_NOT_FOUND, findStore } from "../stores/find-store.server.ts";
import { DUPLICATE_MESSAGE, storeIdentifierFromAddress, type Suggestion } from "./suggestion-schema.ts";

const DAY_MS = 86_400_000;

export const ALREADY_CLOSED = "This store is already marked as closed for good.";
export const SAME_LISTING = "That is this listing's own page: please give the other listing's page address.";
const OTHER_NOT_FOUND = "We couldn't find a listing at that address. Please copy it from the other listing's page.";

async function otherListing(db: Db, storeId: string, address: string | undefined): Promise<string | null> {
  if (address === undefined) return null;
  const identifier = storeIdentifierFromAddress(address);
  if (!identifier) throw fieldError(DUPLICATE_MESSAGE);
  const other = await findStore(db, identifier).catch(() => {
    throw fieldError(OTHER_NOT_FOUND);
  });
  if (other.id === storeId) throw fieldError(SAME_LISTING);
  return other.id;
}

const fieldError = (message: string) =>
  new ApiError("validation_failed", message, { fields: { duplicateOf: message } });

export async function submitSuggestion(db: Db, storeId: string, suggestion: Suggestion, network: string) {
  const store = await getStoreById(db, storeId);
  if (!store) throw notFound(STORE_NOT_FOUND);
  if (store.closedAt) throw new ApiError("conflict", ALREADY_CLOSED);
  const duplicateOfId =
    suggestion.kind === "duplicate" ? await otherListing(db, store.id, suggestion.duplicateOf) : null;
  const recent = await countSuggestionsFromNetwork(db, network, new Date(Date.now() - DAY_MS));
  return insertSuggestion(db, {
    groceryStoreId: store.id,
    kind: suggestion.kind,
    note: suggestion.note ?? null,
    duplicateOfId,
    email: suggestion.email ?? null,
    network,
    spamReasons: spamReasons({ name: "", description: suggestion.note }, recent + 1, REPORT_FLOOD),
  });
}
