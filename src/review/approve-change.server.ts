// POST /api/admin/name-address-changes/{id}/approve: the admin applies an owner's proposed name or
// address (ADR 044). In one transaction: the town follows the ZIP code (a new town is added, as when
// listing), the slug follows the name, the address the page had goes into the former addresses (it
// answers 301 to the new one), coordinates follow the ZIP, and the change is audited in the store's
// history. Then the site rebuilds and the owner is mailed.
import type { Db, Tx } from "../../db/client.ts";
import { getAdminStore, updateStoreRow } from "../admin/admin-stores-queries.server.ts";
import { forgetFormerAddress, recordFormerAddress } from "../site/former-addresses-queries.server.ts";
import { findCityByNameAndState, insertCityIfAbsent, lockCity } from "../stores/listings-queries.server.ts";
import {
  decideProposal,
  getProposalForUpdate,
  NAME_ADDRESS_APPROVED_ACTION,
  otherStoresInCity,
  slugsTakenInCity,
} from "./name-address-changes-queries.server.ts";
import { getStoreForUpdate } from "../stores/store-lock-queries.server.ts";
import type { City } from "../../db/schema.ts";
import { ADMIN_ACTOR, recordAudit } from "../admin/audit.server.ts";
import { placeForZip, type ZipPlace } from "../towns/place-for-zip.server.ts";
import { ApiError } from "../platform/errors.server.ts";
import { requestRebuild } from "../site/request-rebuild.server.ts";
import { uniqueSlug } from "../stores/create-store.server.ts";
import { normalizeAddress, normalizeName } from "../stores/normalize.server.ts";
import { coordinatesForStore } from "../stores/store-coordinates.server.ts";
import { citySlug, fallbackColor, slugify } from "../site/slug.ts";
import { storeHref } from "../stores/store-view.ts";
import { mailDecisionQuietly } from "./decision-mail.server.ts";
import { requirePending } from "./require-pending.server.ts";
import { serializeProposal } from "./serialize-name-address.server.ts";

export const STORE_GONE =
  "This listing was deleted or merged since the change was proposed: reject the change instead.";
export const ZIP_GONE = "We couldn't find the proposed ZIP code. Reject the change and ask the owner to check it.";

async function cityFor(tx: Tx, place: ZipPlace): Promise<City> {
  const slug = citySlug(place.city, place.state);
  return (
    (await findCityByNameAndState(tx, place.city, place.state)) ??
    (await insertCityIfAbsent(tx, {
      name: place.city,
      state: place.state,
      slug,
      description: null,
      imageSource: "fallback",
      fallbackColor: fallbackColor(slug),
      latitude: place.latitude,
      longitude: place.longitude,
    }))
  );
}

export async function approveNameAddressChange(db: Db, changeId: string) {
  const { change, url } = await db.transaction(async (tx) => {
    const row = requirePending(await getProposalForUpdate(tx, changeId));
    const store = await getStoreForUpdate(tx, row.groceryStoreId);
    if (!store || store.deletedAt || store.mergedIntoId) throw new ApiError("conflict", STORE_GONE);
    const current = (await getAdminStore(tx, store.id))!;
    // Only what the owner changed is applied: an admin's edit since then to another field stays.
    const name = row.name !== row.nameBefore ? row.name : store.name;
    const address = row.address !== row.addressBefore ? row.address : store.address;
    const zipCode = row.zipCode !== row.zipCodeBefore ? row.zipCode : store.zipCode;

    let cityId = store.cityId;
    let newCitySlug = current.citySlug;
    if (zipCode !== store.zipCode) {
      const place = placeForZip(zipCode);
      if (!place) throw new ApiError("validation_failed", ZIP_GONE);
      const city = await cityFor(tx, place);
      cityId = city.id;
      newCitySlug = city.slug;
    }
    await lockCity(tx, cityId);
    const twin = (await otherStoresInCity(tx, cityId, store.id)).find(
      (s) => normalizeName(s.name) === normalizeName(name) && normalizeAddress(s.address) === normalizeAddress(address),
    );
    if (twin) {
      throw new ApiError("conflict", "Another listing has this name and address: merge the two listings instead.", {
        existingUrl: storeHref({ id: twin.id, slug: twin.slug, citySlug: newCitySlug }),
      });
    }
    const moves = name !== store.name || cityId !== store.cityId;
    const slug = moves
      ? uniqueSlug(slugify(name) || "store", await slugsTakenInCity(tx, cityId, store.id))
      : store.slug;
    const placed =
      zipCode !== store.zipCode || (address !== store.address && store.coordinatesPrecision === "address")
        ? coordinatesForStore({ zipCode })
        : undefined;
    await updateStoreRow(tx, store.id, {
      name,
      address,
      zipCode,
      cityId,
      slug,
      ...(placed?.coordinatesPrecision && placed),
      // Approving a new name or address confirms none of the other details: the store page keeps
      // saying who confirmed those, and when (issue #49).
    });
    const oldAddress = { citySlug: current.citySlug, storeSlug: store.slug };
    const newAddress = { citySlug: newCitySlug, storeSlug: slug };
    if (oldAddress.citySlug !== newAddress.citySlug || oldAddress.storeSlug !== newAddress.storeSlug) {
      await forgetFormerAddress(tx, newAddress);
      await recordFormerAddress(tx, oldAddress, store.id, "move");
    }
    await decideProposal(tx, row.id, { status: "approved" });
    await recordAudit(tx, {
      actor: ADMIN_ACTOR,
      action: NAME_ADDRESS_APPROVED_ACTION,
      entityType: "grocery_store",
      entityId: store.id,
      before: { name: store.name, address: store.address, zipCode: store.zipCode, ...oldAddress },
      after: { name, address, zipCode, ...newAddress, changeId: row.id, proposedBy: row.proposedBy },
    });
    const url = storeHref({ id: store.id, citySlug: newAddress.citySlug, slug: newAddress.storeSlug });
    return { change: serializeProposal({ ...row, status: "approved", reviewedAt: new Date() }), url };
  });
  await requestRebuild(db, `name/address change ${changeId} approved: ${change.storeId}`);
  await mailDecisionQuietly(db, change);
  return { change, url };
}
