// POST /api/admin/suggestions/{id}/reject - { reason? }: the listing stays as it is; the suggester
// is mailed the outcome (and the reason, if any) when they left an address (ADR 045). Audited.
import type { Db } from "../../db/client.ts";
import { getAdminStore } from "../admin/admin-stores-queries.server.ts";
import { updateSuggestion } from "./suggestions-queries.server.ts";
import { ADMIN_ACTOR, recordAudit } from "../admin/audit.server.ts";
import type { SuggestionKind } from "./suggestion-schema.ts";
import { waitingSuggestionForUpdate } from "./find-suggestion.server.ts";
import { mailRejection } from "./suggestion-mail.server.ts";
import { sendMailQuietly } from "../platform/send-mail.server.ts";

export async function rejectSuggestion(db: Db, id: string, reason: string | null) {
  const suggestion = await db.transaction(async (tx) => {
    const found = await waitingSuggestionForUpdate(tx, id);
    await updateSuggestion(tx, id, { status: "rejected", decidedAt: new Date(), decisionNote: reason });
    await recordAudit(tx, {
      actor: ADMIN_ACTOR,
      action: "suggestion.reject",
      entityType: "store_suggestion",
      entityId: id,
      before: { status: found.status },
      after: { status: "rejected", reason },
    });
    return found;
  });
  const mailed = suggestion.email ? await mailQuietly(db, suggestion, reason) : false;
  return { status: "rejected" as const, mailed };
}

/** A failed mail never undoes the decision: it is logged, and the answer says it was not sent. */
function mailQuietly(
  db: Db,
  suggestion: { id: string; groceryStoreId: string; kind: string; email: string | null },
  reason: string | null,
) {
  return sendMailQuietly(`rejection mail for suggestion ${suggestion.id}`, async () => {
    const store = await getAdminStore(db, suggestion.groceryStoreId);
    if (!store) return false;
    await mailRejection(suggestion.email!, store, suggestion.kind as SuggestionKind, reason);
  });
}
