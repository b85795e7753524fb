// POST /api/admin/suggestions/{id}/accept - { value? }: the admin agrees with a shopper (ADR 045).
// - phone, hours, website, address: the field becomes the corrected value the admin enters, checked
//   by the owner editor's rule for that field (the listing form's for the address), audited in the
//   store history the owner editor uses;
// - closed: the store is closed for good (stores/close-store.ts);
// - not an independent grocery: the store is deleted (restorable for 30 days, like any deletion);
// - duplicate: the two listings are merged (merge-duplicate.ts), in the merge's own transaction.
// Otherwise one transaction: the store change, the suggestion's decision and their audit rows.
import type { Db, Tx } from "../../db/client.ts";
import { updateStoreRow } from "../admin/admin-stores-queries.server.ts";
import { SUGGESTION_ACCEPT_ACTION } from "../owners/owner-edits-queries.server.ts";
import { getStoreForUpdate } from "../stores/store-lock-queries.server.ts";
import { getSuggestion, getSuggestionForUpdate, updateSuggestion } from "./suggestions-queries.server.ts";
import type { StoreSuggestion } from "../../db/schema.ts";
import { ADMIN_ACTOR, recordAudit } from "../admin/audit.server.ts";
import { afterStoreDeleted, deleteStoreIn } from "../admin/delete-store.server.ts";
import { ApiError, notFound } from "../platform/errors.server.ts";
import { requestRebuild } from "../site/request-rebuild.server.ts";
import { afterStoreClosed, closeStoreIn } from "../stores/close-store.server.ts";
import { STORE_NOT_FOUND } from "../stores/find-store.server.ts";
import type { ConfirmedBy } from "../stores/confirmation.ts";
import { listingSchema, withScheme } from "../stores/listing-schema.ts";
import { ownerEditSchema } from "../owners/owner-edit-schema.ts";
import { isFieldKind, type FieldKind } from "./suggestion-schema.ts";
import { ALREADY_DECIDED, SUGGESTION_NOT_FOUND, waitingSuggestionForUpdate } from "./find-suggestion.server.ts";
import { mergeDuplicate, type Keep } from "./merge-duplicate.server.ts";

export const VALUE_NEEDED: Record<FieldKind, string> = {
  phone: "Enter the corrected phone number (leave it blank to remove the number).",
  hours: "Enter the corrected opening hours (leave them blank to remove them).",
  website: "Enter the corrected website (leave it blank to remove it).",
  address: "Enter the corrected address.",
};

function parseField(kind: FieldKind, value: string) {
  if (kind === "address") return listingSchema.shape.address.safeParse(value);
  const parsed = ownerEditSchema.safeParse({ [kind]: value });
  return parsed.success ? { ...parsed, data: parsed.data[kind] ?? null } : parsed;
}

/** The corrected value as stored, by the field's own rule; a 422 naming `value` otherwise. */
export function correctedValue(kind: FieldKind, value: string | undefined): string | null {
  const invalid = (message: string) => new ApiError("validation_failed", message, { fields: { value: message } });
  if (value === undefined) throw invalid(VALUE_NEEDED[kind]);
  const parsed = parseField(kind, value);
  if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? VALUE_NEEDED[kind]);
  const stored = parsed.data as string | null;
  return kind === "website" ? (withScheme(stored) ?? null) : stored;
}

async function applyField(tx: Tx, suggestion: StoreSuggestion, kind: FieldKind, value: string | undefined) {
  const corrected = correctedValue(kind, value);
  const store = await getStoreForUpdate(tx, suggestion.groceryStoreId);
  if (!store || store.deletedAt || store.mergedIntoId) throw notFound(STORE_NOT_FOUND);
  await updateStoreRow(tx, store.id, {
    [kind]: corrected,
    confirmedAt: new Date(),
    confirmedBy: "admin" satisfies ConfirmedBy,
  });
  await recordAudit(tx, {
    actor: ADMIN_ACTOR,
    action: SUGGESTION_ACCEPT_ACTION,
    entityType: "grocery_store",
    entityId: store.id,
    before: { [kind]: store[kind] },
    after: { [kind]: corrected, suggestionId: suggestion.id },
  });
  return `${kind} set to ${corrected === null ? "(empty)" : `"${corrected}"`}`;
}

async function applyClosed(tx: Tx, suggestion: StoreSuggestion) {
  const store = await getStoreForUpdate(tx, suggestion.groceryStoreId);
  if (!store || store.deletedAt || store.mergedIntoId) throw notFound(STORE_NOT_FOUND);
  if (!store.closedAt) await closeStoreIn(tx, store.id, { reason: suggestion.note, suggestionId: suggestion.id });
  return "closed for good";
}

async function applyNotIndependent(tx: Tx, suggestion: StoreSuggestion) {
  await deleteStoreIn(tx, suggestion.groceryStoreId, {
    reason: "not an independent grocery",
    suggestionId: suggestion.id,
  });
  return "deleted (not an independent grocery)";
}

/** The store change for a kind other than a duplicate, inside the decision's transaction. */
function applyInTransaction(tx: Tx, suggestion: StoreSuggestion, value: string | undefined): Promise<string> {
  const kind = suggestion.kind;
  if (isFieldKind(kind)) return applyField(tx, suggestion, kind, value);
  if (kind === "closed") return applyClosed(tx, suggestion);
  return applyNotIndependent(tx, suggestion);
}

/**
 * A duplicate's merge first (its own transaction), after checking the suggestion still waits. The
 * merge answers the report itself (it accepts waiting duplicate reports between the two listings),
 * so what is left afterwards is this decision's note and audit row.
 */
async function mergeFirst(db: Db, id: string, keep: Keep) {
  const suggestion = await getSuggestion(db, id);
  if (!suggestion) throw notFound(SUGGESTION_NOT_FOUND);
  if (suggestion.status !== "open" && suggestion.status !== "asked_owner")
    throw new ApiError("conflict", ALREADY_DECIDED);
  const merged = suggestion.kind === "duplicate" ? await mergeDuplicate(db, suggestion, keep) : null;
  return { merged, statusBefore: suggestion.status };
}

export async function acceptSuggestion(db: Db, id: string, input: { value?: string; keep?: Keep }) {
  const { merged, statusBefore } = await mergeFirst(db, id, input.keep ?? "other");
  const outcome = await db.transaction(async (tx) => {
    const suggestion = merged ? await getSuggestionForUpdate(tx, id) : await waitingSuggestionForUpdate(tx, id);
    if (!suggestion) throw notFound(SUGGESTION_NOT_FOUND);
    const applied = merged ?? (await applyInTransaction(tx, suggestion, input.value));
    await updateSuggestion(tx, id, { status: "accepted", decidedAt: new Date(), decisionNote: applied });
    await recordAudit(tx, {
      actor: ADMIN_ACTOR,
      action: "suggestion.accept",
      entityType: "store_suggestion",
      entityId: id,
      before: { status: statusBefore },
      after: { status: "accepted", applied },
    });
    return { storeId: suggestion.groceryStoreId, kind: suggestion.kind, applied };
  });
  const why = `suggestion ${id} accepted: ${outcome.storeId}`;
  if (outcome.kind === "closed") await afterStoreClosed(db, outcome.storeId, why);
  else if (outcome.kind === "not_independent") await afterStoreDeleted(db, outcome.storeId, why);
  else await requestRebuild(db, why);
  return { status: "accepted" as const, applied: outcome.applied };
}
