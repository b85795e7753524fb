// PUT /api/owner/grocery-stores/{id}: the verified owner (require-listing-owner.ts) changes their
// listing's description, phone, website, hours and badges (ADR 040). In one transaction: the store
// row, the owner's confirmation ("Details last confirmed {date} by the owner") and one audit row per
// changed field with its value before and after, so an admin can revert each change on its own
// (revert-change.ts). The public pages catch up at the next rebuild.
import type { Db } from "../../db/client.ts";
import { updateStoreRow } from "../admin/admin-stores-queries.server.ts";
import { getStoreForUpdate } from "../stores/store-lock-queries.server.ts";
import { OWNER_EDIT_ACTION } from "./owner-edits-queries.server.ts";
import { recordAudit } from "../admin/audit.server.ts";
import { notFound } from "../platform/errors.server.ts";
import { requestRebuild } from "../site/request-rebuild.server.ts";
import { STORE_NOT_FOUND } from "../stores/find-store.server.ts";
import { withScheme } from "../stores/listing-schema.ts";
import type { ConfirmedBy } from "../stores/confirmation.ts";
import { OWNER_FIELDS, type OwnerEdit, type OwnerField } from "./owner-edit-schema.ts";
import { readOwnerListing } from "./read-listing.server.ts";

type Value = string | boolean | null;

/** The values as stored: a bare "millersmarket.com" gets its https://. */
function storedValues(edit: OwnerEdit): Partial<Record<OwnerField, Value>> {
  const values: Partial<Record<OwnerField, Value>> = {};
  for (const field of OWNER_FIELDS) {
    const value = edit[field];
    if (value === undefined) continue;
    values[field] = field === "website" && typeof value === "string" ? (withScheme(value) ?? null) : value;
  }
  return values;
}

export async function editListing(db: Db, storeId: string, ownerEmail: string, edit: OwnerEdit) {
  const values = storedValues(edit);
  const changed = await db.transaction(async (tx) => {
    const before = await getStoreForUpdate(tx, storeId);
    if (!before || before.deletedAt || before.mergedIntoId) throw notFound(STORE_NOT_FOUND);
    const fields = (Object.keys(values) as OwnerField[]).filter((field) => before[field] !== values[field]);
    // Saving, even unchanged, is the owner confirming the details: the store page says so.
    await updateStoreRow(tx, storeId, {
      ...Object.fromEntries(fields.map((field) => [field, values[field]])),
      confirmedAt: new Date(),
      confirmedBy: "owner" satisfies ConfirmedBy,
      // A verified owner speaking for the store makes it no sample: its banner goes (issue #49).
      isSample: false,
    });
    for (const field of fields) {
      await recordAudit(tx, {
        actor: ownerEmail,
        action: OWNER_EDIT_ACTION,
        entityType: "grocery_store",
        entityId: storeId,
        before: { [field]: before[field] },
        after: { [field]: values[field] },
      });
    }
    return fields;
  });
  await requestRebuild(db, `owner edited store: ${storeId}`);
  return { listing: await readOwnerListing(db, storeId), changed };
}
