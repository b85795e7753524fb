// POST /api/admin/suggestions/{id}/ask-owner: a claimed store's verified owner is e-mailed the
// suggestion with their listing editor's link (owner-editing/edit-link.ts); their edit screen
// shows it until an admin decides (ADR 045). The mail goes first: if it cannot be sent, nothing
// changes and the admin is told.
import type { Db } from "../../db/client.ts";
import { getAdminStore } from "../admin/admin-stores-queries.server.ts";
import { verifiedOwnerEmails } from "../owners/owners-queries.server.ts";
import { getSuggestion, updateSuggestion } from "./suggestions-queries.server.ts";
import { ADMIN_ACTOR, recordAudit } from "../admin/audit.server.ts";
import { ApiError, notFound } from "../platform/errors.server.ts";
import { STORE_NOT_FOUND } from "../stores/find-store.server.ts";
import type { SuggestionKind } from "./suggestion-schema.ts";
import { ALREADY_DECIDED, SUGGESTION_NOT_FOUND, waitingSuggestionForUpdate } from "./find-suggestion.server.ts";
import { mailOwnerQuestion } from "./suggestion-mail.server.ts";
import { sendMailQuietly } from "../platform/send-mail.server.ts";

export const NO_VERIFIED_OWNER = "This store has no verified owner to ask: accept or reject the suggestion yourself.";
export const OWNER_NOT_MAILED = "The owner could not be e-mailed just now, so nothing changed. Please try again.";

export async function askOwner(db: Db, id: string) {
  const suggestion = await getSuggestion(db, id);
  if (!suggestion) throw notFound(SUGGESTION_NOT_FOUND);
  if (suggestion.status !== "open" && suggestion.status !== "asked_owner")
    throw new ApiError("conflict", ALREADY_DECIDED);
  const store = await getAdminStore(db, suggestion.groceryStoreId);
  if (!store || store.deletedAt || store.mergedIntoId) throw notFound(STORE_NOT_FOUND);
  const owners = await verifiedOwnerEmails(db, store.id);
  if (owners.length === 0) throw new ApiError("conflict", NO_VERIFIED_OWNER);
  // Asking is the mail itself: unlike a notice, a question that did not go fails the request.
  const asked = await sendMailQuietly(`owner question for suggestion ${id}`, async () => {
    for (const to of owners) await mailOwnerQuestion(to, store, suggestion.kind as SuggestionKind, suggestion.note);
  });
  if (!asked) throw new ApiError("service_unavailable", OWNER_NOT_MAILED);
  const askedOwnerAt = new Date();
  await db.transaction(async (tx) => {
    const found = await waitingSuggestionForUpdate(tx, id);
    await updateSuggestion(tx, id, { status: "asked_owner", askedOwnerAt });
    await recordAudit(tx, {
      actor: ADMIN_ACTOR,
      action: "suggestion.ask_owner",
      entityType: "store_suggestion",
      entityId: id,
      before: { status: found.status },
      after: { status: "asked_owner", mailedTo: owners.length },
    });
  });
  return { status: "asked_owner" as const, askedOwnerAt: askedOwnerAt.toISOString(), ownersMailed: owners.length };
}
