// Reads and writes of the data imports (USDA SNAP, OSM expansion): the stores an import matches
// against, and the refresh of a store it found again.
import { eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { SNAP_IMPORT } from "../stores/confirmation.ts";
import { cities, groceryStores, type NewCity, type NewGroceryStore } from "../../db/schema.ts";
import { recordFormerAddress } from "../site/former-addresses-queries.server.ts";

/** Every store, deleted, merged and closed ones too: their slugs stay taken, and their decisions stick. */
export function listStoresForMatching(db: Db | Tx) {
  return db
    .select({
      id: groceryStores.id,
      slug: groceryStores.slug,
      cityId: groceryStores.cityId,
      name: groceryStores.name,
      address: groceryStores.address,
      zipCode: groceryStores.zipCode,
      phone: groceryStores.phone,
      latitude: groceryStores.latitude,
      longitude: groceryStores.longitude,
      snapRecordId: groceryStores.snapRecordId,
      snapAuthorizedOn: groceryStores.snapAuthorizedOn,
      sourceName: groceryStores.sourceName,
      banner: groceryStores.banner,
      coordinatesPrecision: groceryStores.coordinatesPrecision,
      // What a person decided (ADR 061): an import neither re-creates nor publishes such a store.
      deletedAt: groceryStores.deletedAt,
      mergedIntoId: groceryStores.mergedIntoId,
      mergedAt: groceryStores.mergedAt,
      closedAt: groceryStores.closedAt,
      reviewStatus: groceryStores.reviewStatus,
      reviewedAt: groceryStores.reviewedAt,
      reviewedBy: groceryStores.reviewedBy,
      ownerId: groceryStores.ownerId,
      dataSource: groceryStores.dataSource,
      isActive: groceryStores.isActive,
      live: sql<boolean>`${groceryStores.deletedAt} is null`,
    })
    .from(groceryStores);
}

export type MatchableStore = Awaited<ReturnType<typeof listStoresForMatching>>[number];

export interface SnapConfirmation {
  snapAuthorizedOn: string | null;
  snapConfirmedOn: string;
  snapRecordId: string | null;
  /** The date USDA's data is as of (ADR 036). */
  sourceDataDate: string | null;
  banner: string | null;
  latitude: number | null;
  longitude: number | null;
  confirmedAt: Date;
  confirmedBy: string;
}

/**
 * Marks stores SNAP-authorised as USDA lists them, in one statement, keeping what owners and
 * editors wrote: an authorisation date, record, banner or position is only ever added (or made precise).
 */
/** USDA's own point replaces none or an approximate one (a ZIP or town centre), never a precise one (ADR 022). */
const usdaPointWins = sql.raw(
  "g.coordinates_precision is distinct from 'address' and v.latitude is not null and v.longitude is not null",
);

export async function confirmSnapStores(tx: Tx | Db, confirmations: Map<string, SnapConfirmation>): Promise<void> {
  if (confirmations.size === 0) return;
  const rows = [...confirmations].map(
    ([id, c]) =>
      sql`(${id}::uuid, ${c.snapAuthorizedOn}::date, ${c.snapConfirmedOn}::date, ${c.snapRecordId}::text,
        ${c.sourceDataDate}::date, ${c.banner}::text, ${c.latitude}::double precision, ${c.longitude}::double precision,
        ${c.confirmedAt.toISOString()}::timestamptz, ${c.confirmedBy}::text)`,
  );
  await tx.execute(sql`
    update grocery_stores as g set
      accepts_snap = true,
      snap_authorized_on = coalesce(v.authorized_on, g.snap_authorized_on),
      snap_confirmed_on = v.confirmed_on,
      snap_record_id = coalesce(v.record_id, g.snap_record_id),
      source_data_date = coalesce(v.source_data_date, g.source_data_date),
      banner = coalesce(g.banner, v.banner),
      latitude = case when ${usdaPointWins} then v.latitude else g.latitude end,
      longitude = case when ${usdaPointWins} then v.longitude else g.longitude end,
      coordinates_precision = case when ${usdaPointWins} then 'address' else g.coordinates_precision end,
      -- Only a person confirms (ADR 036): an owner's or admin's confirmation stays as it was.
      confirmed_at = case when g.confirmed_by like 'import:%' then v.confirmed_at else g.confirmed_at end,
      confirmed_by = case when g.confirmed_by like 'import:%' then v.confirmed_by else g.confirmed_by end,
      updated_at = v.confirmed_at
    from (values ${sql.join(rows, sql`, `)})
      as v(id, authorized_on, confirmed_on, record_id, source_data_date, banner, latitude, longitude, confirmed_at, confirmed_by)
    where g.id = v.id`);
}

/**
 * A store's name and page address as its newest record gives them (ADR 061): a successor business,
 * or the store renamed at USDA. The old address answers 301 (former_store_addresses).
 */
export async function renameImportedStore(
  tx: Tx,
  rename: { id: string; name: string; slug: string; citySlug: string; oldSlug: string },
  at: Date,
): Promise<void> {
  await tx
    .update(groceryStores)
    .set({ name: rename.name, sourceName: rename.name, slug: rename.slug, updatedAt: at })
    .where(eq(groceryStores.id, rename.id));
  if (rename.slug !== rename.oldSlug)
    await recordFormerAddress(tx, { citySlug: rename.citySlug, storeSlug: rename.oldSlug }, rename.id, "move");
}

/**
 * Imported listings the rules now leave out (their newest record is a convenience store, a chain, a
 * row for review): back to the admin's New listings queue with the reason, off public pages.
 */
export async function sendImportedToReview(tx: Tx, stores: Map<string, string>, at: Date): Promise<void> {
  for (const [id, reason] of stores) {
    await tx
      .update(groceryStores)
      .set({ reviewStatus: "pending", reviewReason: reason, updatedAt: at })
      .where(eq(groceryStores.id, id));
  }
}

/** USDA lists these stores' authorisations as ended: they no longer take SNAP (one statement per 1,000). */
export async function endSnap(tx: Tx | Db, ids: string[], at: Date): Promise<void> {
  for (let start = 0; start < ids.length; start += ROWS_PER_STATEMENT) {
    await tx
      .update(groceryStores)
      .set({
        acceptsSnap: false,
        // Only a person confirms (ADR 036): an owner's or admin's confirmation stays as it was.
        confirmedAt: sql`case when ${groceryStores.confirmedBy} like 'import:%' then ${at.toISOString()}::timestamptz else ${groceryStores.confirmedAt} end`,
        confirmedBy: sql`case when ${groceryStores.confirmedBy} like 'import:%' then ${SNAP_IMPORT} else ${groceryStores.confirmedBy} end`,
        updatedAt: at,
      })
      .where(inArray(groceryStores.id, ids.slice(start, start + ROWS_PER_STATEMENT)));
  }
}

// Rows per multi-row statement: a store insert binds about 25 values a row, under PostgreSQL's 65,535.
const ROWS_PER_STATEMENT = 1_000;

/** Many new stores in few statements (an import's batch). */
export async function insertStores(tx: Tx | Db, stores: NewGroceryStore[]): Promise<void> {
  for (let start = 0; start < stores.length; start += ROWS_PER_STATEMENT)
    await tx.insert(groceryStores).values(stores.slice(start, start + ROWS_PER_STATEMENT));
}

/** Every town's id by its name (lower case, as the unique index reads it) and state, and by slug. */
export function listCityKeys(db: Db | Tx) {
  return db
    .select({ id: cities.id, name: sql<string>`lower(${cities.name})`, state: cities.state, slug: cities.slug })
    .from(cities);
}

export type CityKey = Awaited<ReturnType<typeof listCityKeys>>[number];

/**
 * Inserts towns in one statement per 1,000, skipping any that a concurrent writer or another
 * spelling ('St Louis', 'St. Louis': one slug) already holds; returns those inserted.
 */
export async function insertCitiesIfAbsent(tx: Tx | Db, rows: NewCity[]): Promise<CityKey[]> {
  const inserted: CityKey[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    inserted.push(
      ...(await tx
        .insert(cities)
        .values(rows.slice(start, start + ROWS_PER_STATEMENT))
        .onConflictDoNothing()
        .returning({
          id: cities.id,
          name: sql<string>`lower(${cities.name})`,
          state: cities.state,
          slug: cities.slug,
        })),
    );
  }
  return inserted;
}
