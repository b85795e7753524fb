// Test helpers: insert one realistic city or store, overriding only what a test cares about.
// Each call draws from its own stream, so a test file gets the same rows on every run.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  boosts,
  businessClaims,
  circulars,
  cities,
  groceryStores,
  newsletterSubscribers,
  type City,
  type GroceryStore,
  type NewCity,
  type NewGroceryStore,
} from "../../db/schema.ts";
import { makeBoost, makeCity, makeStore } from "../../db/seed/factories.ts";
import { makeRng, pick } from "../../db/seed/random.ts";
import { SAMPLE_CITIES } from "../../db/seed/sample-cities.ts";

let calls = 0;
const nextRng = () => makeRng(0x7e57, `test-data|${++calls}`);

/** A city; without a name override, a sample town not yet in this database. */
export async function insertCity(db: Db, overrides: Partial<NewCity> = {}): Promise<City> {
  const rng = nextRng();
  let values: Partial<NewCity> = overrides;
  if (!overrides.name) {
    const used = new Set((await db.select({ slug: cities.slug }).from(cities)).map((c) => c.slug));
    const free = SAMPLE_CITIES.filter((t) => !used.has(t.slug) && (!overrides.state || t.state === overrides.state));
    if (free.length === 0) throw new Error("insertCity: every sample town is already in this database");
    const town = pick(rng, free);
    values = { name: town.name, state: town.state, ...overrides };
  }
  const [row] = await db.insert(cities).values(makeCity(rng, values)).returning();
  return row!;
}

/**
 * A sample store in the city, with a slug unique there; unowned and not boosted unless overridden.
 * `isBoosted: true` also inserts the active subscription boost that makes it so.
 */
export async function insertStore(
  db: Db,
  cityId: number,
  { isBoosted = false, ...overrides }: Partial<NewGroceryStore> & { isBoosted?: boolean } = {},
): Promise<GroceryStore & { isBoosted: boolean }> {
  const [city] = await db.select().from(cities).where(eq(cities.id, cityId));
  if (!city) throw new Error(`insertStore: no city with id ${cityId}`);
  const taken = new Set(
    (await db.select({ slug: groceryStores.slug }).from(groceryStores).where(eq(groceryStores.cityId, cityId))).map(
      (s) => s.slug,
    ),
  );
  const rng = nextRng();
  const store = makeStore(rng, city, overrides, taken);
  const [row] = await db.insert(groceryStores).values(store).returning();
  // The boosts table is the truth about "boosted": a boosted store needs an active boost behind it.
  if (isBoosted) {
    const payer = { name: "Sample Owner", email: `owner-${row!.slug}@example.com` };
    await db.insert(boosts).values(makeBoost(rng, row!, payer));
  }
  return { ...row!, isBoosted };
}

/** A YYYY-MM-DD date `offset` days from today. */
export const dayFromToday = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * A processed circular for a store, with its extracted text; valid from yesterday to 5 days ahead
 * and active unless the test says otherwise (`start`/`end` are offsets in days from today).
 */
export async function insertCircular(
  db: Db,
  storeId: string,
  { text, status = "active", start = -1, end = 5 }: { text: string; status?: string; start?: number; end?: number },
): Promise<void> {
  await db.insert(circulars).values({
    groceryStoreId: storeId,
    originalFilename: "week.pdf",
    originalFileSize: 1000,
    pageCount: 1,
    blobKey: `${storeId}/week.pdf`,
    startDate: dayFromToday(start),
    endDate: dayFromToday(end),
    status,
    extractedText: text,
  });
}

type Subscriber = typeof newsletterSubscribers.$inferSelect;

/** A newsletter subscriber, confirmed now unless the test says otherwise. */
export async function insertSubscriber(
  db: Db,
  email: string,
  values: Partial<typeof newsletterSubscribers.$inferInsert> = {},
): Promise<Subscriber> {
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ email, status: "confirmed", confirmedAt: new Date(), ...values })
    .returning();
  return row!;
}

/** The subscriber row of an address, as the code under test left it. */
export async function subscriberByEmail(db: Db, email: string): Promise<Subscriber> {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  if (!row) throw new Error(`subscriberByEmail: no subscriber ${email}`);
  return row;
}

/** A business claim on a store by `ownerEmail`, approved unless the test says otherwise. */
export async function insertClaim(
  db: Db,
  storeId: string,
  ownerEmail: string,
  overrides: Partial<typeof businessClaims.$inferInsert> = {},
): Promise<void> {
  await db.insert(businessClaims).values({
    groceryStoreId: storeId,
    status: "approved",
    ownerName: "Sample Owner",
    ownerEmail,
    businessRole: "Owner",
    ownerDescription: "Family grocer",
    ...overrides,
  });
}

/** A store photo row as an upload leaves it (ADR 046), for tests that need photos without files. */
export const photoRow = (groceryStoreId: string, position: number, uploadedBy = "owner@example.com") => ({
  groceryStoreId,
  position,
  blobPrefix: `${groceryStoreId}/${position}`,
  width: 1200,
  height: 900,
  thumbWidth: 320,
  thumbHeight: 240,
  originalFileSize: 1000,
  uploadedBy,
});
