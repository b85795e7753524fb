// Applies a SNAP plan to the database: independent, banner and review rows update the store they
// match (by USDA record, else by the duplicate rule) or become new stores in their town, review rows
// as pending listings with their reason (ADR 035); chains, rejected and out-of-scope rows change
// nothing. Rows are matched by any source record of their store first, among every store (ADR 061):
// a store a person deleted, rejected or closed stays so and is not re-created, a merged listing's
// record updates the listing kept, and a value a person set is never overwritten (only the SNAP flag
// and dates are USDA's). Then every row's source record is kept, and listings the file shows to be
// one store are merged, or proposed to the admin when one holds a right. Runs in transactions of 1,000 rows: each creates the towns its new stores need in
// one statement, inserts its new stores in one and updates the stores it found again in one, so a
// failure leaves every earlier batch written whole and nothing of its own (ADR 035, Scale).
import { randomUUID } from "node:crypto";
import type { Db, Tx } from "../../../db/client.ts";
import {
  confirmSnapStores,
  endSnap,
  insertCitiesIfAbsent,
  insertStores,
  listCityKeys,
  listStoresForMatching,
  renameImportedStore,
  type SnapConfirmation,
} from "../imports-queries.server.ts";
import { listSourceRecords, personSetFields } from "../source-records-queries.server.ts";
import { refreshPlannerStatistics } from "../../../db/planner-statistics.ts";
import { getCityBySlug } from "../../towns/cities-queries.server.ts";
import { findCityByNameAndState, insertCityIfAbsent } from "../../stores/listings-queries.server.ts";
import type { NewCity, NewGroceryStore } from "../../../db/schema.ts";
import { citySlug, fallbackColor, slugify } from "../../site/slug.ts";
import { nameKey } from "../duplicates.server.ts";
import { SNAP_IMPORT } from "../../stores/confirmation.ts";
import { requestRebuild } from "../../site/request-rebuild.server.ts";
import { coordinatesForStore } from "../../stores/store-coordinates.server.ts";
import { mergeDuplicateListings } from "./merge-duplicates.server.ts";
import type { SnapPlan, SnapPlanRow, Town } from "./plan-types.server.ts";
import type { SnapImportResult } from "./import-result.server.ts";
import { snapRecordKey } from "./source-record-key.server.ts";
import { decidedBy, StoreIndex, type Known } from "./store-index.server.ts";
import { withdrawListingsRulesLeaveOut } from "./withdraw-listings.server.ts";
import { writeSourceRecords } from "./write-source-records.server.ts";
import { markStoresOutOfScope } from "../../scope/mark-out-of-scope.server.ts";
import { SNAP_SOURCE } from "../../stores/import-sources.ts";

const BATCH = 1_000;

const townKey = (name: string, state: string) => `${name.toLowerCase()}|${state}`;

/**
 * Town ids by name and state, read once per import; the towns a batch's new stores need and the
 * database lacks are created in the batch's transaction, in one statement (was two queries a town).
 */
class TownIds {
  private byKey = new Map<string, number>();
  /** The slugs of the towns that existed when the import began: renamed stores are in them. */
  readonly slugs = new Map<number, string>();

  static async load(db: Db): Promise<TownIds> {
    const towns = new TownIds();
    for (const city of await listCityKeys(db)) {
      towns.byKey.set(townKey(city.name, city.state), city.id);
      towns.slugs.set(city.id, city.slug);
    }
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

export async function importSnapPlan(db: Db, plan: SnapPlan, now = new Date()): Promise<SnapImportResult> {
  const index = new StoreIndex(await listStoresForMatching(db), await listSourceRecords(db, SNAP_SOURCE));
  const towns = await TownIds.load(db);
  const result: SnapImportResult = {
    added: 0,
    pending: 0,
    updated: 0,
    ended: 0,
    endedStoreIds: [],
    outOfScope: 0,
    kept: new Map(),
    merged: 0,
    proposed: 0,
    renamed: 0,
    withdrawn: 0,
    outcomes: new Map(),
  };
  const sourceDataDate = plan.sourceDate?.date ?? null;
  // The day USDA's list said the store was authorised: the date its data is as of (the file's name,
  // --as-of, else its newest authorisation; ADR 036), not the day the import ran. A file with no
  // date at all (the older layouts, undated names) leaves only today's.
  const confirmedOn = sourceDataDate ?? now.toISOString().slice(0, 10);
  const records = plan.rows.map((row) => snapRecordKey(row));
  // Each store's records, its newest first: any of them finds the store (same-store.ts).
  const recordsOf = new Map<number, string[]>();
  plan.rows.forEach((row, i) => {
    const lead = row.sameStoreAs ?? i;
    const list = recordsOf.get(lead) ?? [];
    const record = records[i];
    if (record && lead === i) list.unshift(record);
    else if (record) list.push(record);
    recordsOf.set(lead, list);
  });
  const keep = (reason: string) => result.kept.set(reason, (result.kept.get(reason) ?? 0) + 1);
  const wanted = plan.rows.map((row, i) => [row, i] as const).filter(([row]) => row.store && row.town);

  for (let start = 0; start < wanted.length; start += BATCH) {
    await db.transaction(async (tx) => {
      // New stores of the batch go in with one statement at its end, once their towns exist.
      const pending = new Map<string, NewGroceryStore>();
      const placed: { created: NewGroceryStore; known: Known; town: Town }[] = [];
      const confirmed = new Map<string, SnapConfirmation>();
      const foundStores = new Map<string, { store: Known; row: SnapPlanRow }>();
      const renames = new Map<string, Known>();
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
        const keys = { name: s.name, address: s.address, zipCode: s.zip, latitude: s.latitude, longitude: s.longitude };
        const found = index.find(recordsOf.get(i) ?? [], keys);
        if (found) {
          // What a person decided stands: a deleted, rejected or closed store is neither brought back
          // nor updated; a merged listing's record updates the listing kept (ADR 061).
          const decided = decidedBy(found.store);
          if (found.mergedFrom) keep("merged into another listing: the listing kept was updated");
          if (decided) {
            keep(decided);
            result.outcomes.set(i, { outcome: "kept", storeId: found.store.id, match: `${found.match}; ${decided}` });
            continue;
          }
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
            foundStores.set(found.store.id, { store: found.store, row });
            const naming = newestName(found.store, row);
            if (naming === "take") renames.set(found.store.id, found.store);
            else if (naming === "person's") keep("the name a person gave kept");
          }
          if (row.usdaRecordId) index.rekey(found.store, row.usdaRecordId);
          result.updated++;
          const match = found.mergedFrom ? `${found.match}, merged into this listing` : found.match;
          result.outcomes.set(i, { outcome: "updated", storeId: found.store.id, match });
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
          snapAuthorizedOn: confirmation.snapAuthorizedOn,
          sourceName: s.name,
          banner: confirmation.banner,
          coordinatesPrecision: created.coordinatesPrecision ?? null,
          deletedAt: null,
          mergedIntoId: null,
          mergedAt: null,
          closedAt: null,
          reviewStatus: created.reviewStatus ?? "approved",
          reviewedAt: null,
          reviewedBy: null,
          ownerId: null,
          dataSource: SNAP_SOURCE,
          isActive: true,
          live: true,
        };
        index.add(known);
        for (const record of recordsOf.get(i) ?? []) if (!index.holder(record)) index.rekey(known, record);
        if (confirmation.snapRecordId) index.rekey(known, confirmation.snapRecordId);
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
      await keepPersonValues(tx, confirmed, foundStores, renames, keep);
      for (const store of renames.values()) {
        const citySlug = towns.slugs.get(store.cityId);
        const name = foundStores.get(store.id)!.row.name;
        if (!citySlug) continue;
        const slug = slugify(name) === slugify(store.name) ? store.slug : index.takeSlug(store.cityId, name);
        await renameImportedStore(tx, { id: store.id, name, slug, citySlug, oldSlug: store.slug }, now);
        Object.assign(store, { name, sourceName: name, slug });
        result.renamed++;
      }
      await confirmSnapStores(tx, confirmed);
    });
  }
  // Last, so a store re-authorised under a new record in the same file keeps SNAP.
  const touched = new Set([...result.outcomes.values()].map((o) => o.storeId));
  const ended = plan.rows
    .map((row) => (row.endedRecordId ? index.holder(row.endedRecordId) : undefined))
    .filter((store): store is Known => store !== undefined && !touched.has(store.id) && !decidedBy(store));
  if (ended.length > 0) {
    result.endedStoreIds = [...new Set(ended.map((store) => store.id))];
    await db.transaction((tx) => endSnap(tx, result.endedStoreIds, now));
    result.ended = ended.length;
  }
  result.withdrawn = await withdrawListingsRulesLeaveOut(db, plan, recordsOf, index, result, now);
  await writeSourceRecords(db, plan, records, index, result, sourceDataDate, now);
  const duplicates = await mergeDuplicateListings(db, plan, recordsOf, index, result);
  result.merged = duplicates.merged;
  result.proposed = duplicates.proposed;
  // Stores already listed that the scope rule puts out are marked for a person, never removed.
  result.outOfScope = (await markStoresOutOfScope(db)).newlyMarked;
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

/**
 * Whether a store found again takes its newest record's name (a successor business, a rename at
 * USDA) when the words differ (not 'KOHALA SPIRITS' for 'Kohala Spirits'): only from a record no
 * older than the one the store has, and never over a name a person gave it ("person's").
 */
function newestName(store: Known, row: SnapPlanRow): "take" | "person's" | null {
  if (store.snapAuthorizedOn && row.authorizedOn && row.authorizedOn < store.snapAuthorizedOn) return null;
  if (nameKey(row.name).join(" ") === nameKey(store.name).join(" ")) return null;
  return store.sourceName !== null && store.name === store.sourceName ? "take" : "person's";
}

// Fields a person set that decide where the store is: USDA's point of its record does not move it.
const PLACE_FIELDS = ["address", "zipCode", "latitude", "longitude"];

/**
 * A value a person set is never overwritten by imported data (ADR 061): a banner an owner or admin
 * set or cleared, and the position of an address a person gave. USDA stays the authority only for
 * the SNAP flag and its dates. The name is never written by an import.
 */
async function keepPersonValues(
  tx: Tx,
  confirmed: Map<string, SnapConfirmation>,
  found: Map<string, { store: Known; row: SnapPlanRow }>,
  renames: Map<string, Known>,
  keep: (reason: string) => void,
): Promise<void> {
  if (confirmed.size === 0) return;
  const fields = await personSetFields(tx, [...confirmed.keys()]);
  for (const [id, confirmation] of confirmed) {
    const set = fields.get(id);
    const seen = found.get(id);
    if (!set || !seen) continue;
    if (set.has("name") && renames.delete(id)) keep("the name a person gave kept");
    if (set.has("banner")) {
      if (confirmation.banner !== null && confirmation.banner !== seen.store.banner)
        keep("the banner a person set kept");
      confirmation.banner = null;
    }
    if (PLACE_FIELDS.some((f) => set.has(f))) {
      if (confirmation.latitude !== null && seen.store.coordinatesPrecision !== "address")
        keep("the place of the address a person gave kept");
      confirmation.latitude = confirmation.longitude = null;
    }
  }
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
