// GET /api/admin/suggestions: every suggestion waiting for a decision, with its store, for the
// admin's 'Suggestions' tab (ADR 045). The suggester's e-mail and network never leave the server.
import type { Db } from "../../db/client.ts";
import { listWaitingSuggestions, type WaitingSuggestionRow } from "./suggestions-queries.server.ts";
import { storeHref } from "../stores/store-view.ts";
import type { AdminSuggestionJson, SuggestionKind } from "./suggestion-schema.ts";

export function serializeAdminSuggestion({
  suggestion,
  store,
  duplicateOf,
}: WaitingSuggestionRow): AdminSuggestionJson {
  const asked = suggestion.askedOwnerAt;
  // The owner saving their listing after being asked is their answer: they confirmed or corrected it.
  const answered = asked && store.confirmedBy === "owner" && store.confirmedAt > asked ? store.confirmedAt : null;
  return {
    id: suggestion.id,
    kind: suggestion.kind as SuggestionKind,
    note: suggestion.note,
    hasEmail: Boolean(suggestion.email),
    status: suggestion.status === "asked_owner" ? "asked_owner" : "open",
    spamReasons: suggestion.spamReasons,
    createdAt: suggestion.createdAt.toISOString(),
    askedOwnerAt: asked?.toISOString() ?? null,
    ownerAnsweredAt: answered?.toISOString() ?? null,
    store: {
      id: store.id,
      name: store.name,
      cityName: store.cityName,
      state: store.state,
      href: storeHref(store),
      phone: store.phone,
      website: store.website,
      hours: store.hours,
      address: store.address,
      hasOwner: store.ownerId !== null,
    },
    duplicateOf:
      duplicateOf && duplicateOf.id && duplicateOf.slug && duplicateOf.name
        ? {
            id: duplicateOf.id,
            name: duplicateOf.name,
            cityName: duplicateOf.cityName ?? "",
            state: duplicateOf.state ?? "",
            href: storeHref({ id: duplicateOf.id, slug: duplicateOf.slug, citySlug: duplicateOf.citySlug ?? "" }),
          }
        : null,
  };
}

export async function waitingSuggestions(db: Db): Promise<AdminSuggestionJson[]> {
  return (await listWaitingSuggestions(db)).map(serializeAdminSuggestion);
}
