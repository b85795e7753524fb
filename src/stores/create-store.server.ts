// POST /api/grocery-stores: list a store for free. The town comes from the ZIP code (a new town
// becomes a new city), the slug is unique within the town, a likely duplicate is refused with a link
// to the existing listing, and the static site is asked to catch up. The listing waits for an
// admin's review (ADR 024), scored by the spam rules so the admin sees the likely spam last.
import type { Db } from "../../db/client.ts";
import {
  countListingsFromNetwork,
  findCityByNameAndState,
  insertCityIfAbsent,
  insertStore,
  listStoreKeysInCity,
  lockCity,
} from "./listings-queries.server.ts";
import { citySlug, fallbackColor, slugify } from "../site/slug.ts";
import type { ConfirmedBy } from "./confirmation.ts";
import { storeHref } from "./store-view.ts";
import { AMENITY_FIELDS } from "./amenities.ts";
import { placeForZip } from "../towns/place-for-zip.server.ts";
import { zipInScope } from "../scope/scope.server.ts";
import { ApiError } from "../platform/errors.server.ts";
import { requestRebuild } from "../site/request-rebuild.server.ts";
import { withScheme, type Listing } from "./listing-schema.ts";
import { normalizeAddress, normalizeName } from "./normalize.server.ts";
import { spamReasons } from "../review/spam-rules.server.ts";
import { coordinatesForStore } from "./store-coordinates.server.ts";

const DAY_MS = 86_400_000;

export interface CreatedStore {
  id: string;
  /** Where the new listing lives; reachable at once, even before the next build. */
  url: string;
}

/** Why a listing outside the directory's scope (scope/scope.ts) cannot go in, kindly. */
export const outOfScopeMessage = (zip: string, place: { city: string; state: string }) =>
  `Thank you for thinking of us! We list grocers in small towns and rural places, and ZIP code ${zip} (${place.city}, ${place.state}) is part of a larger metro area by USDA's rural-urban codes, so we can't list a store there. If the store is in a small town nearby, please check its ZIP code.`;

/** `network` identifies the lister's /24 or /48 (http/client-network.ts subnetHash), never the address. */
export async function createStore(db: Db, listing: Listing, network: string): Promise<CreatedStore> {
  const place = placeForZip(listing.zipCode);
  if (!place) {
    throw new ApiError("validation_failed", "We couldn't find that ZIP code. Please check it and try again.", {
      fields: { zipCode: "We couldn't find that ZIP code. Please check it and try again." },
    });
  }
  if (!zipInScope(listing.zipCode.slice(0, 5)).inScope) {
    const message = outOfScopeMessage(listing.zipCode.slice(0, 5), place);
    throw new ApiError("validation_failed", message, { fields: { zipCode: message } });
  }
  const created = await db.transaction(async (tx) => {
    const city =
      (await findCityByNameAndState(tx, place.city, place.state)) ??
      (await insertCityIfAbsent(tx, {
        name: place.city,
        state: place.state,
        slug: citySlug(place.city, place.state),
        // No written description: the town page says where its listings came from (issue 31).
        description: null,
        imageSource: "fallback",
        fallbackColor: fallbackColor(citySlug(place.city, place.state)),
        latitude: place.latitude,
        longitude: place.longitude,
      }));
    await lockCity(tx, city.id);
    const existing = await listStoreKeysInCity(tx, city.id);
    const duplicate = existing.find(
      (s) =>
        normalizeName(s.name) === normalizeName(listing.name) &&
        normalizeAddress(s.address) === normalizeAddress(listing.address),
    );
    if (duplicate) {
      const url = storeHref({ id: duplicate.id, slug: duplicate.slug, citySlug: city.slug });
      throw new ApiError("conflict", "This store is already listed.", { existingUrl: url });
    }
    const recent = await countListingsFromNetwork(tx, network, new Date(Date.now() - DAY_MS));
    const slug = uniqueSlug(slugify(listing.name) || "store", new Set(existing.map((s) => s.slug)));
    const store = await insertStore(tx, {
      slug,
      name: listing.name,
      description: listing.description ?? null,
      address: listing.address,
      zipCode: listing.zipCode,
      phone: listing.phone ?? null,
      website: withScheme(listing.website) ?? null,
      hours: listing.hours ?? null,
      imageUrl: withScheme(listing.imageUrl) ?? null,
      // What the lister stated (ADR 060); the rest stays unknown.
      ...Object.fromEntries(AMENITY_FIELDS.map((field) => [field, listing[field] ?? null])),
      cityId: city.id,
      // The form gives no point: the ZIP's centroid, shown as approximate (ADR 022).
      ...coordinatesForStore({ zipCode: listing.zipCode }),
      confirmedAt: new Date(),
      confirmedBy: "lister" satisfies ConfirmedBy,
      reviewStatus: "pending",
      spamReasons: spamReasons(listing, recent + 1),
      listerEmail: listing.listerEmail ?? null,
      listerNetwork: network,
    });
    return { id: store.id, url: storeHref({ id: store.id, slug: store.slug, citySlug: city.slug }) };
  });
  await requestRebuild(db, `store listed: ${created.id}`);
  return created;
}

/** `base`, or `base-2`, `base-3`... whichever no store in the town holds. */
export function uniqueSlug(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
