// Writes one area's shops in one transaction (ADR 020): an independent, banner or review shop updates
// the store it matches (by its OSM element's source record or id, else by the duplicate rule; a store
// a person deleted, rejected or closed is left so, ADR 061) or becomes a new store in its town,
// a review shop as a pending listing with its reason (ADR 035);
// chains and rejected shops are recorded with their reason. The area is marked scraped in the same
// transaction, so an area is written once whatever happens to the run around it.
import { randomUUID } from "node:crypto";
import type { Db } from "../../../db/client.ts";
import {
  completeArea,
  confirmOsmStore,
  lockUnscrapedArea,
  osmRecordHolders,
  recordExclusions,
  slugsInCity,
  storesToMatch,
  type AreaTally,
  type Exclusion,
  type ExpansionAreaRow,
  type StoreToMatch,
} from "../expansion-queries.server.ts";
import { insertStores } from "../imports-queries.server.ts";
import { personSetFields, upsertSourceRecords } from "../source-records-queries.server.ts";
import type { NewGroceryStore, NewStoreSourceRecord } from "../../../db/schema.ts";
import { decidedBy } from "../decided.server.ts";
import { slugify } from "../../site/slug.ts";
import { OSM_IMPORT } from "../../stores/confirmation.ts";
import { sameStore } from "../duplicates.server.ts";
import { cityIdFor } from "../snap/import-snap.server.ts";
import type { OsmStore, PlannedShop } from "./plan-area.server.ts";
import { OSM_SOURCE } from "../../stores/import-sources.ts";

/** Stores this far beyond the area's circle are still compared, for shops at its edge. */
const MARGIN_METRES = 500;

export interface AreaResult extends AreaTally {
  /** False when another worker had already written the area: nothing was changed. */
  applied: boolean;
}

function boxAround(area: ExpansionAreaRow, shops: OsmStore[]) {
  const lats = [area.latitude ?? 0, ...shops.map((s) => s.latitude)];
  const lons = [area.longitude ?? 0, ...shops.map((s) => s.longitude)];
  const reach = (area.radiusMetres + MARGIN_METRES) / 111_000;
  const lonReach = reach / Math.max(0.2, Math.cos(((area.latitude ?? 0) * Math.PI) / 180));
  return {
    south: Math.min(...lats) - reach,
    north: Math.max(...lats) + reach,
    west: Math.min(...lons) - lonReach,
    east: Math.max(...lons) + lonReach,
  };
}

/**
 * The store a shop is: the one its OSM element's source record leads to, else the one holding its
 * OSM id, else by the duplicate rule (listed stores first). A merged listing leads to the one kept.
 */
function findMatch(
  shop: OsmStore,
  known: StoreToMatch[],
  holders: Map<string, string>,
): { store: StoreToMatch; reason: string } | undefined {
  const byId = (id: string | null | undefined) => (id ? known.find((k) => k.id === id) : undefined);
  const survivor = (store: StoreToMatch) => byId(store.mergedIntoId) ?? store;
  const byRecord = byId(holders.get(shop.osmId)) ?? known.find((k) => k.osmId === shop.osmId);
  if (byRecord) return { store: survivor(byRecord), reason: `OSM ${shop.osmId}` };
  const listedFirst = [...known].sort((a, b) => Number(!!a.deletedAt) - Number(!!b.deletedAt));
  for (const candidate of listedFirst) {
    if (candidate.mergedIntoId) continue;
    // A store tied to another OSM element may still be this shop: mappers often tag both the shop's
    // node and its building's way. The duplicate rule decides, as for any other store.
    const match = sameStore(shop, candidate);
    if (match.same) return { store: candidate, reason: match.reason };
  }
  return undefined;
}

export async function applyArea(
  db: Db,
  runId: number,
  area: ExpansionAreaRow,
  planned: PlannedShop[],
  now = new Date(),
): Promise<AreaResult> {
  const tally: AreaResult = { found: planned.length, added: 0, updated: 0, chains: 0, rejected: 0, applied: false };
  const kept = planned.filter((p) => p.store).map((p) => p.store!);
  await db.transaction(async (tx) => {
    if (!(await lockUnscrapedArea(tx, area.id))) return;
    tally.applied = true;
    const zips = [...new Set(kept.map((s) => s.zipCode.slice(0, 5)))];
    const known = await storesToMatch(
      tx,
      boxAround(area, kept),
      zips,
      kept.map((s) => s.osmId),
    );
    const holders = await osmRecordHolders(
      tx,
      kept.map((s) => s.osmId),
    );
    const records: NewStoreSourceRecord[] = [];
    const cities = new Map<string, number>();
    const slugs = new Map<number, Set<string>>();
    const fresh: NewGroceryStore[] = [];
    const exclusions: Exclusion[] = [];
    for (const shop of planned) {
      if (!shop.store) {
        const decision = shop.decision === "chain" ? "chain" : "rejected";
        tally[decision === "chain" ? "chains" : "rejected"]++;
        exclusions.push({ runId, areaId: area.id, osmId: shop.osmId, name: shop.name, decision, reason: shop.reason });
        continue;
      }
      const s = shop.store;
      const found = findMatch(s, known, holders);
      // What a person decided sticks (ADR 061): a deleted, rejected or closed store stays so.
      const decided = found ? decidedBy(found.store) : null;
      if (decided) {
        tally.rejected++;
        exclusions.push({
          runId,
          areaId: area.id,
          osmId: shop.osmId,
          name: shop.name,
          decision: "rejected",
          reason: decided,
        });
        records.push(osmRecord(s, found!.store.id, shop));
        continue;
      }
      if (found) records.push(osmRecord(s, found.store.id, shop));
      if (found) {
        const pending = fresh.find((f) => f.id === found.store.id);
        // Mapped twice in the area (a node and the building's way): one store.
        if (pending) pending.banner ??= s.banner;
        else {
          // A value a person set, or cleared, is never filled in from OSM (ADR 061).
          const set = (await personSetFields(tx, [found.store.id])).get(found.store.id) ?? new Set<string>();
          const mine = <T>(field: "phone" | "website" | "hours" | "banner", value: T) =>
            set.has(field) ? null : value;
          await confirmOsmStore(tx, found.store.id, {
            ...s,
            phone: mine("phone", s.phone),
            website: mine("website", s.website),
            hours: mine("hours", s.hours),
            banner: mine("banner", s.banner),
            confirmedAt: now,
            confirmedBy: OSM_IMPORT,
          });
          found.store.osmId ??= s.osmId;
          tally.updated++;
        }
        continue;
      }
      const cityId = await cityIdFor(tx, cities, s.town);
      const taken = slugs.get(cityId) ?? (await slugsInCity(tx, cityId));
      slugs.set(cityId, taken);
      const slug = uniqueSlug(taken, s.name);
      taken.add(slug);
      const store = {
        id: randomUUID(),
        slug,
        name: s.name,
        address: s.address,
        zipCode: s.zipCode,
        cityId,
        phone: s.phone,
        website: s.website,
        hours: s.hours,
        latitude: s.latitude,
        longitude: s.longitude,
        dataSource: OSM_SOURCE,
        banner: s.banner,
        osmId: s.osmId,
        confirmedAt: now,
        confirmedBy: OSM_IMPORT,
        sourceName: s.name,
        ...(shop.decision === "review" ? { reviewStatus: "pending", reviewReason: shop.reason } : {}),
      } satisfies NewGroceryStore;
      fresh.push(store);
      records.push(osmRecord(s, store.id, shop));
      known.push({
        ...store,
        osmId: s.osmId,
        deletedAt: null,
        reviewStatus: store.reviewStatus ?? "approved",
        reviewedAt: null,
        closedAt: null,
        mergedIntoId: null,
      });
      tally.added++;
    }
    await insertStores(tx, fresh);
    await upsertSourceRecords(tx, [...new Map(records.map((r) => [r.recordId, r])).values()], now);
    await recordExclusions(tx, exclusions);
    await completeArea(tx, runId, area.id, tally, now);
  });
  return tally;
}

/** The shop as OSM gives it, kept as its store's source record (ADR 061). */
function osmRecord(s: OsmStore, storeId: string, shop: PlannedShop): NewStoreSourceRecord {
  return {
    groceryStoreId: storeId,
    source: OSM_SOURCE,
    recordId: s.osmId,
    name: s.name,
    address: s.address,
    zipCode: s.zipCode,
    decision: shop.decision,
    reason: shop.reason,
  };
}

function uniqueSlug(taken: Set<string>, name: string): string {
  const base = slugify(name) || "store";
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
