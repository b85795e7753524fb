// Reads and writes of the OpenStreetMap expansion (ADR 020): the area list, runs with their lease,
// the stores an area's shops are matched against, and the exclusions with their reasons.
import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import {
  expansionAreas,
  expansionExclusions,
  expansionRuns,
  groceryStores,
  storeSourceRecords,
} from "../../db/schema.ts";
import { OSM_SOURCE } from "../stores/import-sources.ts";
import { listedStore } from "../towns/cities-queries.server.ts";

export type ExpansionRun = typeof expansionRuns.$inferSelect;
export type ExpansionAreaRow = typeof expansionAreas.$inferSelect;

export interface AreaSeed {
  name: string;
  state: string;
  latitude: number;
  longitude: number;
  radiusMetres: number;
  zipCode: string;
}

/** Writes the committed area list, in its order; what was scraped stays scraped. */
export async function ensureAreas(db: Db, areas: readonly AreaSeed[]): Promise<void> {
  const rows = areas.map((a, position) => ({ ...a, position }));
  await db
    .insert(expansionAreas)
    .values(rows)
    .onConflictDoUpdate({
      target: [expansionAreas.name, expansionAreas.state],
      set: {
        position: sql`excluded.position`,
        latitude: sql`excluded.latitude`,
        longitude: sql`excluded.longitude`,
        radiusMetres: sql`excluded.radius_metres`,
        zipCode: sql`excluded.zip_code`,
      },
    });
}

export async function countScrapedAreas(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(expansionAreas)
    .where(sql`${expansionAreas.scrapedAt} is not null`);
  return row?.n ?? 0;
}

export async function countListedStores(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(groceryStores)
    .where(listedStore);
  return row?.n ?? 0;
}

export async function latestRun(db: Db): Promise<ExpansionRun | undefined> {
  const [run] = await db.select().from(expansionRuns).orderBy(desc(expansionRuns.id)).limit(1);
  return run;
}

export async function runningRun(db: Db): Promise<ExpansionRun | undefined> {
  const [run] = await db
    .select()
    .from(expansionRuns)
    .where(eq(expansionRuns.status, "running"))
    .orderBy(desc(expansionRuns.id))
    .limit(1);
  return run;
}

export async function getRun(db: Db, id: number): Promise<ExpansionRun | undefined> {
  const [run] = await db.select().from(expansionRuns).where(eq(expansionRuns.id, id));
  return run;
}

export async function createRun(db: Db, areasToProcess: number): Promise<ExpansionRun> {
  const [run] = await db.insert(expansionRuns).values({ areasToProcess }).returning();
  return run!;
}

/**
 * Takes the run for one worker until `until`: only when it is still running and nobody holds it
 * (never held, or the holder's lease ran out). The caller that gets no row leaves the run alone.
 */
export async function claimRun(db: Db, id: number, until: Date, now: Date): Promise<ExpansionRun | undefined> {
  const [run] = await db
    .update(expansionRuns)
    .set({ leaseUntil: until })
    .where(
      and(
        eq(expansionRuns.id, id),
        eq(expansionRuns.status, "running"),
        or(isNull(expansionRuns.leaseUntil), lte(expansionRuns.leaseUntil, now)),
      ),
    )
    .returning();
  return run;
}

export async function renewLease(db: Db | Tx, id: number, until: Date): Promise<void> {
  await db.update(expansionRuns).set({ leaseUntil: until }).where(eq(expansionRuns.id, id));
}

export async function releaseLease(db: Db, id: number): Promise<void> {
  await db.update(expansionRuns).set({ leaseUntil: null }).where(eq(expansionRuns.id, id));
}

export async function finishRun(db: Db, id: number, status: "completed" | "failed", error?: string): Promise<void> {
  await db
    .update(expansionRuns)
    .set({ status, error: error?.slice(0, 500) ?? null, finishedAt: new Date(), leaseUntil: null })
    .where(eq(expansionRuns.id, id));
}

export async function nextArea(db: Db): Promise<ExpansionAreaRow | undefined> {
  const [area] = await db
    .select()
    .from(expansionAreas)
    .where(isNull(expansionAreas.scrapedAt))
    .orderBy(asc(expansionAreas.position), asc(expansionAreas.id))
    .limit(1);
  return area;
}

/** The area, locked for this transaction, if no one has scraped it yet. */
export async function lockUnscrapedArea(tx: Tx, id: number): Promise<ExpansionAreaRow | undefined> {
  const [area] = await tx
    .select()
    .from(expansionAreas)
    .where(and(eq(expansionAreas.id, id), isNull(expansionAreas.scrapedAt)))
    .for("update");
  return area;
}

export interface AreaTally {
  found: number;
  added: number;
  updated: number;
  chains: number;
  rejected: number;
}

/** Marks the area done and adds its figures to the run's, in the area's transaction. */
export async function completeArea(tx: Tx, runId: number, areaId: number, tally: AreaTally, at: Date) {
  await tx
    .update(expansionAreas)
    .set({ scrapedAt: at, storesFound: tally.found, runId })
    .where(eq(expansionAreas.id, areaId));
  await tx
    .update(expansionRuns)
    .set({
      areasProcessed: sql`${expansionRuns.areasProcessed} + 1`,
      storesFound: sql`${expansionRuns.storesFound} + ${tally.found}`,
      storesAdded: sql`${expansionRuns.storesAdded} + ${tally.added}`,
      storesUpdated: sql`${expansionRuns.storesUpdated} + ${tally.updated}`,
      chainsSkipped: sql`${expansionRuns.chainsSkipped} + ${tally.chains}`,
      rejected: sql`${expansionRuns.rejected} + ${tally.rejected}`,
    })
    .where(eq(expansionRuns.id, runId));
}

export interface Exclusion {
  runId: number;
  areaId: number;
  osmId: string;
  name: string | null;
  decision: "chain" | "rejected";
  reason: string;
}

export async function recordExclusions(tx: Tx, exclusions: Exclusion[]): Promise<void> {
  if (exclusions.length === 0) return;
  await tx.insert(expansionExclusions).values(exclusions).onConflictDoNothing();
}

export interface Box {
  south: number;
  north: number;
  west: number;
  east: number;
}

/**
 * Stores an area's shops may be: inside its box, in its ZIP codes, or holding its OSM ids (as their
 * own or as a source record). Deleted, rejected, merged and closed ones too: what a person decided
 * sticks (ADR 061); `recordOf` says which OSM element a source record ties to which store.
 */
export function storesToMatch(tx: Tx, box: Box, zipCodes: string[], osmIds: string[]) {
  const inBox = and(
    gte(groceryStores.latitude, box.south),
    lte(groceryStores.latitude, box.north),
    gte(groceryStores.longitude, box.west),
    lte(groceryStores.longitude, box.east),
  );
  const where = [inBox];
  if (zipCodes.length) where.push(inArray(sql`left(${groceryStores.zipCode}, 5)`, zipCodes));
  if (osmIds.length) {
    where.push(inArray(groceryStores.osmId, osmIds));
    where.push(
      inArray(
        groceryStores.id,
        tx
          .select({ id: storeSourceRecords.groceryStoreId })
          .from(storeSourceRecords)
          .where(and(eq(storeSourceRecords.source, OSM_SOURCE), inArray(storeSourceRecords.recordId, osmIds))),
      ),
    );
  }
  return tx
    .select({
      id: groceryStores.id,
      name: groceryStores.name,
      address: groceryStores.address,
      zipCode: groceryStores.zipCode,
      phone: groceryStores.phone,
      latitude: groceryStores.latitude,
      longitude: groceryStores.longitude,
      osmId: groceryStores.osmId,
      deletedAt: groceryStores.deletedAt,
      reviewStatus: groceryStores.reviewStatus,
      reviewedAt: groceryStores.reviewedAt,
      closedAt: groceryStores.closedAt,
      mergedIntoId: groceryStores.mergedIntoId,
    })
    .from(groceryStores)
    .where(or(...where));
}

/** The stores the OSM elements' source records lead to (ADR 061). */
export async function osmRecordHolders(tx: Tx, osmIds: string[]): Promise<Map<string, string>> {
  if (osmIds.length === 0) return new Map();
  const rows = await tx
    .select({ recordId: storeSourceRecords.recordId, storeId: storeSourceRecords.groceryStoreId })
    .from(storeSourceRecords)
    .where(and(eq(storeSourceRecords.source, OSM_SOURCE), inArray(storeSourceRecords.recordId, osmIds)));
  return new Map(rows.map((r) => [r.recordId, r.storeId]));
}

export type StoreToMatch = Awaited<ReturnType<typeof storesToMatch>>[number];

/** Slugs taken in a town, deleted stores' too. */
export async function slugsInCity(tx: Tx, cityId: number): Promise<Set<string>> {
  const rows = await tx
    .select({ slug: groceryStores.slug })
    .from(groceryStores)
    .where(eq(groceryStores.cityId, cityId));
  return new Set(rows.map((r) => r.slug));
}

export interface OsmConfirmation {
  osmId: string;
  phone: string | null;
  website: string | null;
  /** OSM `opening_hours`, kept only where the store has no hours of its own. */
  hours: string | null;
  banner: string | null;
  latitude: number;
  longitude: number;
  confirmedAt: Date;
  confirmedBy: string;
}

/** A store found again in OSM: its OSM id and what it lacked; what owners wrote stays. */
export async function confirmOsmStore(tx: Tx, id: string, c: OsmConfirmation): Promise<void> {
  await tx
    .update(groceryStores)
    .set({
      osmId: sql`coalesce(${groceryStores.osmId}, ${c.osmId})`,
      phone: sql`coalesce(${groceryStores.phone}, ${c.phone})`,
      website: sql`coalesce(${groceryStores.website}, ${c.website})`,
      hours: sql`coalesce(${groceryStores.hours}, ${c.hours})`,
      banner: sql`coalesce(${groceryStores.banner}, ${c.banner})`,
      latitude: sql`coalesce(${groceryStores.latitude}, ${c.latitude})`,
      longitude: sql`coalesce(${groceryStores.longitude}, ${c.longitude})`,
      // Only a person confirms (ADR 036): an owner's or admin's confirmation stays as it was.
      confirmedAt: sql`case when ${groceryStores.confirmedBy} like 'import:%' then ${c.confirmedAt.toISOString()}::timestamptz else ${groceryStores.confirmedAt} end`,
      confirmedBy: sql`case when ${groceryStores.confirmedBy} like 'import:%' then ${c.confirmedBy} else ${groceryStores.confirmedBy} end`,
      updatedAt: c.confirmedAt,
    })
    .where(eq(groceryStores.id, id));
}

export function listExclusions(db: Db, runId: number) {
  return db
    .select()
    .from(expansionExclusions)
    .where(eq(expansionExclusions.runId, runId))
    .orderBy(asc(expansionExclusions.id));
}
