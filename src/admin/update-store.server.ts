// PUT /api/admin/grocery-stores/{id}: edit a store, audited, then the public pages catch up.
import type { Db } from "../../db/client.ts";
import { getAdminStore, updateStoreRow } from "./admin-stores-queries.server.ts";
import { getStoreForUpdate } from "../stores/store-lock-queries.server.ts";
import { cities } from "../../db/schema.ts";
import { eq } from "drizzle-orm";
import { placeForZip } from "../towns/place-for-zip.server.ts";
import { ApiError, notFound } from "../platform/errors.server.ts";
import { requestRebuild } from "../site/request-rebuild.server.ts";
import { STORE_NOT_FOUND } from "../stores/find-store.server.ts";
import { coordinatesForStore } from "../stores/store-coordinates.server.ts";
import { withScheme } from "../stores/listing-schema.ts";
import { ADMIN_ACTOR, recordAudit } from "./audit.server.ts";
import type { StoreEdit } from "./store-edit-schema.ts";
import type { ConfirmedBy } from "../stores/confirmation.ts";

export const MERGED_LISTING = "This listing was merged into another listing: edit that one instead.";

export async function updateStore(db: Db, id: string, edit: StoreEdit) {
  await db.transaction(async (tx) => {
    const before = await getStoreForUpdate(tx, id);
    if (!before) throw notFound(STORE_NOT_FOUND);
    if (before.mergedIntoId) throw new ApiError("conflict", MERGED_LISTING);
    const zipChanged = edit.zipCode !== undefined && edit.zipCode !== before.zipCode;
    if (zipChanged) await requireSameTown(tx, before.cityId, edit.zipCode!);
    const addressChanged = edit.address !== undefined && edit.address !== before.address;
    // A point placed by a data source belonged to the old address; an approximate one to the old ZIP;
    // a store without one gets one. A ZIP the offline table does not know leaves the point as it was.
    const placed =
      zipChanged || before.latitude === null || (addressChanged && before.coordinatesPrecision === "address")
        ? coordinatesForStore({ zipCode: edit.zipCode ?? before.zipCode })
        : undefined;
    const values = {
      ...edit,
      ...(placed?.coordinatesPrecision && placed),
      ...(edit.website !== undefined && { website: withScheme(edit.website) ?? null }),
      ...(edit.imageUrl !== undefined && { imageUrl: withScheme(edit.imageUrl) ?? null }),
    };
    await updateStoreRow(tx, id, { ...values, confirmedAt: new Date(), confirmedBy: "admin" satisfies ConfirmedBy });
    const changed = Object.keys(values) as Array<keyof typeof before>;
    await recordAudit(tx, {
      actor: ADMIN_ACTOR,
      action: "store.update",
      entityType: "grocery_store",
      entityId: id,
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: values,
    });
  });
  await requestRebuild(db, `store edited: ${id}`);
  return (await getAdminStore(db, id))!;
}

/** Moving a store to another town would change its address on the site; not supported by an edit. */
async function requireSameTown(tx: Parameters<Parameters<Db["transaction"]>[0]>[0], cityId: number, zipCode: string) {
  const place = placeForZip(zipCode);
  const [city] = await tx.select().from(cities).where(eq(cities.id, cityId));
  if (!place || !city || place.city.toLowerCase() !== city.name.toLowerCase() || place.state !== city.state) {
    const message = place
      ? `That ZIP code belongs to ${place.city}, ${place.state}: a store cannot be moved to another town by an edit.`
      : "We couldn't find that ZIP code. Please check it and try again.";
    throw new ApiError("validation_failed", message, { fields: { zipCode: message } });
  }
}
