// The default sample dataset: real towns, generated independent stores, a few owners and boosts.
// Planning is pure (planDataset); seedDatabase writes the plan in one transaction, so a failure
// leaves the database as it was.
import { sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { refreshPlannerStatistics } from "../planner-statistics.ts";
import { boosts, cities, groceryStores, storeOwners, type NewCity, type NewGroceryStore } from "../schema.ts";
import { makeBoost, makeStore, type NewBoost } from "./factories.ts";
import { chance, gaussian, int, makeRng, pick, uuid, type Rng } from "./random.ts";
import { NAMED_CITIES } from "./named-cities.ts";
import { SAMPLE_CITIES, citySlug, sampleCityRow, type SampleCity } from "./sample-cities.ts";
import { FIRST_NAMES, SURNAMES } from "./words.ts";

export interface SeedOptions {
  seed?: number;
  /** How many of the sample towns to use (the four named ones always included). */
  towns?: number;
  stores?: number;
  /** The clock the dataset is built around: store ages, active boost periods. */
  now?: Date;
}

export interface SeedCounts {
  cities: number;
  stores: number;
  owners: number;
  boosts: number;
}

export const DEFAULT_SEED = 1;
export const DEFAULT_STORES = 3_200;

type NewOwner = typeof storeOwners.$inferInsert;

export interface DatasetPlan {
  cities: NewCity[];
  owners: NewOwner[];
  /** Stores keyed by their city's slug; cityId is filled in once the cities have ids. */
  stores: { citySlug: string; store: NewGroceryStore }[];
  boosts: NewBoost[];
}

const DAY = 86_400_000;
const OWNED = 0.1;
// Most boosts are paid by owners; a few by someone who never claimed the listing.
const BOOSTED_IF_OWNED = 0.45;
const BOOSTED_IF_UNOWNED = 0.015;
const ONE_TIME_SHARE = 0.2;

const required = new Set(NAMED_CITIES.map(([name, state]) => citySlug(name, state)));

/** The first `count` towns: the named ones, then an even spread through the list. */
function chooseCities(count: number): SampleCity[] {
  if (count >= SAMPLE_CITIES.length) return [...SAMPLE_CITIES];
  const others = SAMPLE_CITIES.filter((t) => !required.has(t.slug));
  const wanted = Math.max(0, count - required.size);
  const spread = Array.from({ length: wanted }, (_, i) => others[Math.floor((i * others.length) / wanted)]!);
  return SAMPLE_CITIES.filter((t) => required.has(t.slug) || spread.includes(t));
}

/** Uneven stores per town: bigger towns get more, with a wide random spread and a few empty towns. */
function allocate(seed: number, towns: SampleCity[], total: number): number[] {
  const weights = towns.map((t) => {
    const rng = makeRng(seed, `weight|${t.slug}`);
    const empty = rng() < 0.03 && !required.has(t.slug);
    return empty ? 0 : (t.population / 20_000) ** 0.6 * Math.exp(gaussian(rng) * 0.9);
  });
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (w / sum) * total);
  const counts = exact.map(Math.floor);
  // Largest remainders get the leftover stores, so the total is exact.
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  const missing = total - counts.reduce((a, b) => a + b, 0);
  for (let k = 0; k < missing; k++) counts[order[k]![1]]!++;
  return counts;
}

/** A made-up person on example.com; `n` keeps owner e-mail addresses unique. */
function makePerson(rng: Rng, n?: number): { name: string; email: string } {
  const first = pick(rng, FIRST_NAMES);
  const last = pick(rng, SURNAMES);
  return { name: `${first} ${last}`, email: `${first}.${last}${n ? `.${n}` : ""}@example.com`.toLowerCase() };
}

function makeOwner(rng: Rng, n: number): NewOwner {
  return { id: uuid(rng), ...makePerson(rng, n), phone: `(555) 555-01${String(int(rng, 0, 99)).padStart(2, "0")}` };
}

/** The whole dataset as rows, without touching a database. Same options, same rows. */
export function planDataset(options: SeedOptions = {}): DatasetPlan {
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? new Date();
  const towns = chooseCities(options.towns ?? SAMPLE_CITIES.length);
  const counts = allocate(seed, towns, options.stores ?? DEFAULT_STORES);
  const plan: DatasetPlan = { cities: [], owners: [], stores: [], boosts: [] };

  towns.forEach((town, i) => {
    const since = now.getTime() - (548 + (i % 30)) * DAY;
    plan.cities.push({ ...sampleCityRow(town), createdAt: new Date(since), updatedAt: new Date(since) });
    // One stream per town: asking for more stores appends to a town and never reshuffles it.
    const rng = makeRng(seed, `stores|${town.slug}`);
    const taken = new Set<string>();
    const city = { id: 0, ...town };
    for (let k = 0; k < counts[i]!; k++) {
      const owner = chance(rng, OWNED) ? makeOwner(rng, plan.owners.length + 1) : undefined;
      const boosted = chance(rng, owner ? BOOSTED_IF_OWNED : BOOSTED_IF_UNOWNED);
      const store = makeStore(rng, city, { ownerId: owner?.id ?? null }, taken, now);
      if (owner) plan.owners.push(owner);
      if (boosted) {
        plan.boosts.push(makeBoost(rng, store, owner ?? makePerson(rng), now, chance(rng, ONE_TIME_SHARE)));
      }
      plan.stores.push({ citySlug: town.slug, store });
    }
  });
  return plan;
}

const CHUNK = 500;

async function insertChunked(tx: Pick<Db, "insert">, table: Parameters<Db["insert"]>[0], rows: object[]) {
  for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(table).values(rows.slice(i, i + CHUNK) as never);
}

export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedCounts> {
  const plan = planDataset(options);
  await db.transaction(async (tx) => {
    const ids = new Map<string, number>();
    for (let i = 0; i < plan.cities.length; i += CHUNK) {
      const rows = plan.cities.slice(i, i + CHUNK);
      for (const c of await tx.insert(cities).values(rows).returning({ id: cities.id, slug: cities.slug })) {
        ids.set(c.slug, c.id);
      }
    }
    const stores = plan.stores.map(({ citySlug: slug, store }) => ({ ...store, cityId: ids.get(slug)! }));
    await insertChunked(tx, storeOwners, plan.owners);
    await insertChunked(tx, groceryStores, stores);
    await insertChunked(tx, boosts, plan.boosts);
  });
  await refreshPlannerStatistics(db);
  return {
    cities: plan.cities.length,
    stores: plan.stores.length,
    owners: plan.owners.length,
    boosts: plan.boosts.length,
  };
}

export async function hasCities(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: cities.id }).from(cities).limit(1);
  return row !== undefined;
}

/** Seeds only a database without cities; says whether it did. */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  if (await hasCities(db)) return false;
  await seedDatabase(db, options);
  return true;
}

/**
 * Empties what the seed fills, and everything that hangs off those rows (claims, upvotes, ...).
 * The store-name dictionary too: truncate fires no row trigger, and the stores inserted next
 * add their own words.
 */
export async function clearSeededTables(db: Db): Promise<void> {
  await db.execute(
    sql`truncate table boosts, grocery_stores, store_owners, cities, store_name_words restart identity cascade`,
  );
}
