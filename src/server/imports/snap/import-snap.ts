// Applies a SNAP plan to the database: independent, banner and review rows update the store they
// match (by USDA record, else by the duplicate rule) or become new stores in their town, review rows
// as pending listings with their reason (ADR 035); chains, rejected and out-of-scope rows change
// nothing. A store an admin approved or rejected keeps that decision when a later import lists its
// record again. Runs in transactions of 1,000 rows: each creates the towns its new stores need in
// one statement, inserts its new stores in one and updates the stores it found again in one, so a
// failure leaves every earlier batch written whole and nothing of its own (ADR 035, Scale).
import { randomUUID } from "node:crypto";
import type { Db, Tx } from "../../../../db/client.ts";
import {
  confirmSnapStores,
  endSnap,
  insertCitiesIfAbsent,
  insertStores,
  listCityKeys,
  listStoresForMatching,
  type MatchableStore,
  type SnapConfirmation,
} from "../../../../db/queries/imports.ts";
import { refreshPlannerStatistics } from "../../../../db/planner-statistics.ts";
import { getCityBySlug } from "../../../../db/queries/cities.ts";
import { findCityByNameAndState, insertCityIfAbsent } from "../../../../db/queries/listings.ts";
import type { NewCity, NewGroceryStore } from "../../../../db/schema.ts";
import { citySlug, fallbackColor, slugify } from "../../../shared/slug.ts";
import { SNAP_IMPORT } from "../../../shared/stores/confirmation.ts";
import { requestRebuild } from "../../rebuild/request-rebuild.ts";
import { coordinatesForStore } from "../../stores/store-coordinates.ts";
import { sameStore } from "../duplicates.ts";
import type { SnapPlan, SnapPlanRow, Town } from "./plan.ts";
import { SNAP_SOURCE } from "../../../shared/stores/import-sources.ts";

const BATCH = 1_000;

export type SnapOutcome = "added" | "updated";

export interface SnapImportResult {
  added: number;
  /** Of the added stores, those waiting in the admin's 'New listings' queue. */
  pending: number;
  updated: number;
  /** Stores whose USDA record the file lists as ended: SNAP switched off. */
  ended: number;
  /** Per plan row index: what happened to an independent or banner row. */
  outcomes: Map<number, { outcome: SnapOutcome; storeId: string; match?: string }>;
}

interface Known extends Omit<MatchableStore, "live"> {
  live: boolean;
}

/** Stores by ZIP code and by a grid of about 1 km, so each row is compared with its neighbours only. */
class StoreIndex {
  private byRecord = new Map<string, Known>();
  private byZip = new Map<string, Known[]>();
  private byCell = new Map<string, Known[]>();
  private slugs = new Map<number, Set<string>>();

  constructor(stores: MatchableStore[]) {
    for (const store of stores) {
      this.taken(store.cityId).add(store.slug);
      this.add(store);
    }
  }

  private taken(cityId: number): Set<string> {
    let taken = this.slugs.get(cityId);
    if (!taken) this.slugs.set(cityId, (taken = new Set<string>()));
    return taken;
  }

  /** A store to match later rows against (its town and slug are given later, by `takeSlug`). */
  add(store: Known) {
    if (!store.live) return;
    if (store.snapRecordId) this.byRecord.set(store.snapRecordId, store);
    push(this.byZip, store.zipCode.slice(0, 5), store);
    if (store.latitude != null && store.longitude != null)
      push(this.byCell, cell(store.latitude, store.longitude), store);
  }

  /** The store now known by `record`: the record it had before no longer leads to it. */
  rekey(store: Known, record: string) {
    if (store.snapRecordId && this.byRecord.get(store.snapRecordId) === store) this.byRecord.delete(store.snapRecordId);
    store.snapRecordId = record;
    this.byRecord.set(record, store);
  }

  holder(record: string): Known | undefined {
    return this.byRecord.get(record);
  }

  find(row: SnapPlanRow): { store: Known; match: string } | undefined {
    const s = row.store!;
    const byRecord = row.usdaRecordId ? this.byRecord.get(row.usdaRecordId) : undefined;
    if (byRecord) return { store: byRecord, match: `USDA record ${row.usdaRecordId}` };
    const candidates = new Set(s.zip ? (this.byZip.get(s.zip) ?? []) : []);
    if (s.latitude != null && s.longitude != null) {
      for (const key of neighbourCells(s.latitude, s.longitude))
        for (const k of this.byCell.get(key) ?? []) candidates.add(k);
    }
    const keys = { name: s.name, address: s.address, zipCode: s.zip, latitude: s.latitude, longitude: s.longitude };
    for (const candidate of candidates) {
      const match = sameStore(keys, candidate);
      if (match.same) return { store: candidate, match: match.reason };
    }
    return undefined;
  }

  /** A slug for a new store in the town that no other store there holds; it is then taken. */
  takeSlug(cityId: number, name: string): string {
    const taken = this.taken(cityId);
    const base = slugify(name) || "store";
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    return slug;
  }
}

const townKey = (name: string, state: string) => `${name.toLowerCase()}|${state}`;

/**
 * Town ids by name and state, read once per import; the towns a batch's new stores need and the
 * database lacks are created in the batch's transaction, in one statement (was two queries a town).
 */
class TownIds {
  private byKey = new Map<string, number>();

  static async load(db: Db): Promise<TownIds> {
    const towns = new TownIds();
    for (const city of await listCityKeys(db)) towns.byKey.set(townKey(city.name, city.state), city.id);
    return towns;
  }

  id(town: Town): number {
    const id = this.byKey.get(townKey(town.name, town.state));
    if (id === undefined) throw new Error(`no id for the town ${town.name}, ${town.state}`);
    return id;
  }

  /** Creates the towns of `towns` not known yet, as `cityIdFor` does one by one. */
  async create(tx: Tx, towns: Town[]): Promise<void> {
    const missing = new Map<string, Town>();
    for (const town of towns) {
      const key = townKey(town.name, town.state);
      if (!this.byKey.has(key) && !missing.has(key)) missing.set(key, town);
    }
    if (missing.size === 0) return;
    const rows = [...missing.values()].map(newCity);
    const keys = [...missing.keys()];
    // The first town of a slug is the one inserted; a second spelling is looked up below.
    const bySlug = new Map<string, string>();
    rows.forEach((row, i) => bySlug.has(row.slug) || bySlug.set(row.slug, keys[i]!));
    for (const city of await insertCitiesIfAbsent(tx, rows)) {
      this.byKey.set(bySlug.get(city.slug)!, city.id);
    }
    // Not inserted: a concurrent import or listing just added the town, or another spelling of it
    // holds the slug ('St Louis' and 'St. Louis'). Few: looked up one by one, as before.
    for (const [key, town] of missing) {
      if (!this.byKey.has(key)) this.byKey.set(key, await cityIdFor(tx, new Map(), town));
    }
  }
}

const CELL = 0.01;
const cell = (lat: number, lon: number) => `${Math.floor(lat / CELL)}:${Math.floor(lon / CELL)}`;
function neighbourCells(lat: number, lon: number): string[] {
  const [y, x] = [Math.floor(lat / CELL), Math.floor(lon / CELL)];
  const keys: string[] = [];
  for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) keys.push(`${y + dy}:${x + dx}`);
  return keys;
}
function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export async function importSnapPlan(db: Db, plan: SnapPlan, now = new Date()): Promise<SnapImportResult> {
  const index = new StoreIndex(await listStoresForMatching(db));
  const towns = await TownIds.load(db);
  const result: SnapImportResult = { added: 0, pending: 0, updated: 0, ended: 0, outcomes: new Map() };
  const sourceDataDate = plan.sourceDate?.date ?? null;
  // The day USDA's list said the store was authorised: the date its data is as of (the file's name,
  // --as-of, else its newest authorisation; ADR 036), not the day the import ran. A file with no
  // date at all (the older layouts, undated names) leaves only today's.
  const confirmedOn = sourceDataDate ?? now.toISOString().slice(0, 10);
  const wanted = plan.rows.map((row, i) => [row, i] as const).filter(([row]) => row.store && row.town);

  for (let start = 0; start < wanted.length; start += BATCH) {
    await db.transaction(async (tx) => {
      // New stores of the batch go in with one statement at its end, once their towns exist.
      const pending = new Map<string, NewGroceryStore>();
      const placed: { created: NewGroceryStore; known: Known; town: Town }[] = [];
      const confirmed = new Map<string, SnapConfirmation>();
      for (const [row, i] of wanted.slice(start, start + BATCH)) {
        const s = row.store!;
        const confirmation = {
          snapAuthorizedOn: s.authorizedOn,
          snapConfirmedOn: confirmedOn,
          snapRecordId: row.usdaRecordId ?? null,
          sourceDataDate,
          banner: row.banner ?? null,
          latitude: s.latitude,
          longitude: s.longitude,
          confirmedAt: now,
          confirmedBy: SNAP_IMPORT,
        };
        const found = index.find(row);
        if (found) {
          const fresh = pending.get(found.store.id);
          if (fresh) {
            // The file lists the store twice ('Gatewood Liquor' under two records): one insert.
            fresh.snapAuthorizedOn = confirmation.snapAuthorizedOn ?? fresh.snapAuthorizedOn;
            fresh.snapRecordId = confirmation.snapRecordId ?? fresh.snapRecordId;
            fresh.banner = fresh.banner ?? confirmation.banner;
            fresh.confirmedBy = confirmation.confirmedBy;
          } else {
            // Listed twice in one batch: the later row's record and date, else the earlier's.
            const earlier = confirmed.get(found.store.id);
            confirmed.set(found.store.id, {
              ...confirmation,
              snapAuthorizedOn: confirmation.snapAuthorizedOn ?? earlier?.snapAuthorizedOn ?? null,
              snapRecordId: confirmation.snapRecordId ?? earlier?.snapRecordId ?? null,
            });
          }
          if (row.usdaRecordId) index.rekey(found.store, row.usdaRecordId);
          result.updated++;
          result.outcomes.set(i, { outcome: "updated", storeId: found.store.id, match: found.match });
          continue;
        }
        // USDA's own point when the file has one, else the ZIP centroid or the town's (ADR 022).
        const coordinates = coordinatesForStore({
          zipCode: s.zip,
          point: { latitude: s.latitude, longitude: s.longitude },
          townCenter: row.town,
        });
        const created = {
          id: randomUUID(),
          // Given with the town, after the batch's rows are matched.
          slug: "",
          name: s.name,
          sourceName: s.name,
          sourceDataDate,
          address: s.address,
          zipCode: s.zip ?? "",
          cityId: 0,
          ...coordinates,
          ...(row.decision === "review" ? { reviewStatus: "pending", reviewReason: row.reason } : {}),
          acceptsSnap: true,
          dataSource: SNAP_SOURCE,
          banner: confirmation.banner,
          snapAuthorizedOn: confirmation.snapAuthorizedOn,
          snapConfirmedOn: confirmedOn,
          snapRecordId: confirmation.snapRecordId,
          confirmedAt: now,
          confirmedBy: confirmation.confirmedBy,
        } satisfies NewGroceryStore;
        pending.set(created.id, created);
        const known: Known = {
          id: created.id,
          slug: "",
          cityId: 0,
          name: s.name,
          address: s.address,
          zipCode: s.zip ?? "",
          phone: null,
          latitude: s.latitude,
          longitude: s.longitude,
          snapRecordId: confirmation.snapRecordId,
          live: true,
        };
        index.add(known);
        placed.push({ created, known, town: row.town! });
        result.added++;
        if (row.decision === "review") result.pending++;
        result.outcomes.set(i, { outcome: "added", storeId: created.id });
      }
      await towns.create(
        tx,
        placed.map((p) => p.town),
      );
      // Slugs in row order, as when each town was looked up as its row came.
      for (const { created, known, town } of placed) {
        known.cityId = created.cityId = towns.id(town);
        known.slug = created.slug = index.takeSlug(created.cityId, created.name);
      }
      await insertStores(tx, [...pending.values()]);
      await confirmSnapStores(tx, confirmed);
    });
  }
  // Last, so a store re-authorised under a new record in the same file keeps SNAP.
  const ended = plan.rows
    .map((row) => (row.endedRecordId ? index.holder(row.endedRecordId) : undefined))
    .filter((store): store is Known => store !== undefined);
  if (ended.length > 0) {
    await db.transaction((tx) => endSnap(tx, [...new Set(ended.map((store) => store.id))], now));
    result.ended = ended.length;
  }
  if (result.added + result.updated + result.ended > 0) {
    // A bulk load: the rebuild it asks for plans its reads from fresh statistics.
    await refreshPlannerStatistics(db);
    await requestRebuild(
      db,
      `USDA SNAP import: ${result.added} stores added, ${result.updated} updated, ${result.ended} no longer authorised`,
    );
  }
  return result;
}

function newCity(town: Town) {
  const slug = citySlug(town.name, town.state);
  return {
    name: town.name,
    state: town.state,
    slug,
    // No written description: the town page says where its listings came from (issue 31).
    description: null,
    imageSource: "fallback",
    fallbackColor: fallbackColor(slug),
    latitude: town.latitude,
    longitude: town.longitude,
  } satisfies NewCity;
}

export async function cityIdFor(tx: Tx, cache: Map<string, number>, town: Town): Promise<number> {
  const key = townKey(town.name, town.state);
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const slug = citySlug(town.name, town.state);
  const city =
    (await findCityByNameAndState(tx, town.name, town.state)) ??
    (await insertCityIfAbsent(tx, newCity(town)).catch(async (error: unknown) => {
      // Another spelling of the town already holds the slug ('St Louis' and 'St. Louis'): use it.
      const bySlug = await getCityBySlug(tx, slug);
      if (!bySlug) throw error;
      return bySlug.city;
    }));
  cache.set(key, city.id);
  return city.id;
}
