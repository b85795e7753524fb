// The decision for every shop Overpass found in an area, before any database work: independent,
// banner, chain, review or rejected, each with its reason (ADR 020). Decided by the one rule the
// SNAP import uses (ADR 035), with OSM's `shop` tag in the place of USDA's store type and the
// `brand` and `brand:wikidata` tags as hints; the shop's phone, website and opening hours come along.
import { decideStore } from "../rules/decide.server.ts";
import { osmKind } from "../rules/store-types.server.ts";
import { placeForZip } from "../../towns/place-for-zip.server.ts";
import { zipInScope } from "../../scope/scope.server.ts";
import type { OverpassElement } from "./overpass-client.server.ts";
import type { ExpansionArea } from "./select-areas.server.ts";
import { toSingleLine } from "../../platform/text.ts";

export type AreaDecision = "independent" | "banner" | "chain" | "review" | "rejected";

export interface OsmStore {
  osmId: string;
  name: string;
  address: string;
  zipCode: string;
  phone: string | null;
  website: string | null;
  /** OSM `opening_hours`, as mapped: the store page shows it as a week when it parses. */
  hours: string | null;
  latitude: number;
  longitude: number;
  banner: string | null;
  town: { name: string; state: string; latitude: number | null; longitude: number | null };
}

export interface PlannedShop {
  osmId: string;
  name: string | null;
  decision: AreaDecision;
  reason: string;
  /** Set for independent, banner and review shops (review ones are imported pending, ADR 035). */
  store?: OsmStore;
}

type AreaTown = Pick<ExpansionArea, "name" | "state" | "latitude" | "longitude" | "zipCode">;

// A map's tags are anyone's text: a line break or control character in one is cleaned to a space
// (names and addresses are single-line text, issue #43).
const tag = (tags: Record<string, string>, ...keys: string[]) => {
  for (const key of keys) {
    const value = tags[key] === undefined ? undefined : toSingleLine(tags[key]);
    if (value) return value;
  }
  return null;
};

/** '123 Main Street, Suite 4' from the addr:* tags, or addr:full, or null. */
export function streetAddress(tags: Record<string, string>): string | null {
  const street = tag(tags, "addr:street");
  const number = tag(tags, "addr:housenumber");
  if (street && number) {
    const unit = tag(tags, "addr:unit");
    return `${number} ${street}${unit ? `, ${/^\d/.test(unit) ? `Unit ${unit}` : unit}` : ""}`;
  }
  // addr:full often carries the town and ZIP too: only its first part is the street.
  const full = tag(tags, "addr:full")?.split(",")[0]?.trim();
  return full && /^\d/.test(full) ? full : null;
}

const MAX_TEXT = 200;
const clip = (value: string | null) => (value ? value.slice(0, MAX_TEXT) : null);

export function planShop(element: OverpassElement, area: AreaTown): PlannedShop {
  const osmId = `${element.type}/${element.id}`;
  const tags = element.tags ?? {};
  const name = tag(tags, "name");
  if (!name) return { osmId, name: null, decision: "rejected", reason: "no name in OSM" };
  const base = { osmId, name };
  const postcode = tag(tags, "addr:postcode")?.match(/^\d{5}/)?.[0] ?? null;
  // The town is the ZIP code's, as for a listing; without one, the area's own town.
  const place = postcode ? placeForZip(postcode) : null;
  const decided = decideStore({
    name,
    kind: osmKind(tags.shop, tags.amenity),
    brand: tags.brand,
    brandWikidata: tags["brand:wikidata"],
    town: place?.city ?? area.name,
    state: place?.state ?? area.state,
  });
  if (decided.decision === "chain" || decided.decision === "rejected") {
    return { ...base, decision: decided.decision, reason: decided.reason };
  }
  const latitude = element.lat ?? element.center?.lat;
  const longitude = element.lon ?? element.center?.lon;
  if (latitude == null || longitude == null) return { ...base, decision: "rejected", reason: "no position in OSM" };
  const address = streetAddress(tags);
  if (!address) return { ...base, decision: "rejected", reason: "no street address in OSM" };
  const zipCode = postcode ?? area.zipCode;
  // The directory's one scope rule (ADR 064): an area's circle can reach past the small towns.
  const scope = zipInScope(zipCode);
  if (!scope.inScope) return { ...base, decision: "rejected", reason: scope.reason };
  const state = tag(tags, "addr:state")?.toUpperCase();
  if (place && state && /^[A-Z]{2}$/.test(state) && place.state !== state) {
    return { ...base, decision: "rejected", reason: `ZIP code ${postcode} is not in ${state}` };
  }
  const town = place
    ? { name: place.city, state: place.state, latitude: place.latitude, longitude: place.longitude }
    : { name: area.name, state: area.state, latitude: area.latitude, longitude: area.longitude };
  const store: OsmStore = {
    osmId,
    name: name.slice(0, MAX_TEXT),
    address: address.slice(0, MAX_TEXT),
    zipCode,
    phone: clip(tag(tags, "phone", "contact:phone")),
    website: clip(tag(tags, "website", "contact:website")),
    hours: clip(tag(tags, "opening_hours")),
    latitude,
    longitude,
    banner: decided.decision === "banner" ? (decided.label ?? null) : null,
    town,
  };
  return { ...base, decision: decided.decision, reason: decided.reason, store };
}

export function planArea(elements: readonly OverpassElement[], area: AreaTown): PlannedShop[] {
  const seen = new Set<string>();
  const planned: PlannedShop[] = [];
  for (const element of elements) {
    const shop = planShop(element, area);
    // Overpass lists an element once per query, but a recorded answer may repeat one.
    if (seen.has(shop.osmId)) continue;
    seen.add(shop.osmId);
    planned.push(shop);
  }
  return planned;
}
