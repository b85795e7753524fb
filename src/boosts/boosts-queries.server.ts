import { and, desc, eq, inArray, isNotNull, isNull, lte, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { boostPayments, boosts, cities, groceryStores, processedWebhookEvents, type Boost } from "../../db/schema.ts";
import { boostIsActive } from "./active-boost-queries.server.ts";

type Conn = Db | Tx;

/** The boost currently featuring a store, if any: the one running longest. */
export async function getActiveBoost(db: Conn, storeId: string, at?: Date) {
  const [row] = await db
    .select({
      id: boosts.id,
      kind: boosts.kind,
      status: boosts.status,
      currentPeriodEnd: boosts.currentPeriodEnd,
      cancelAtPeriodEnd: boosts.cancelAtPeriodEnd,
    })
    .from(boosts)
    .where(and(eq(boosts.groceryStoreId, storeId), boostIsActive(at)))
    .orderBy(desc(boosts.currentPeriodEnd))
    .limit(1);
  return row;
}

/** The latest end among the store's running boosts other than `exceptId`: a new one-time boost starts there. */
export async function latestActiveEnd(tx: Conn, storeId: string, exceptId: string): Promise<Date | undefined> {
  const [row] = await tx
    .select({ end: sql<string | null>`max(${boosts.currentPeriodEnd})` })
    .from(boosts)
    .where(and(eq(boosts.groceryStoreId, storeId), boostIsActive(), ne(boosts.id, exceptId)));
  return row?.end ? new Date(row.end) : undefined;
}

export async function findOpenPurchase(tx: Conn, storeId: string): Promise<Boost | undefined> {
  const [row] = await tx
    .select()
    .from(boosts)
    .where(and(eq(boosts.groceryStoreId, storeId), eq(boosts.status, "incomplete")));
  return row;
}

export async function insertBoost(tx: Conn, values: typeof boosts.$inferInsert): Promise<Boost> {
  const [row] = await tx.insert(boosts).values(values).returning();
  return row!;
}

export async function updateBoost(tx: Conn, id: string, patch: Partial<typeof boosts.$inferInsert>): Promise<void> {
  await tx
    .update(boosts)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(boosts.id, id));
}

export async function getBoost(tx: Conn, id: string, lock = false): Promise<Boost | undefined> {
  const query = tx.select().from(boosts).where(eq(boosts.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export async function getBoostByStripeObject(
  tx: Conn,
  ids: { subscriptionId?: string; paymentIntentId?: string },
): Promise<Boost | undefined> {
  const where = ids.subscriptionId
    ? eq(boosts.stripeSubscriptionId, ids.subscriptionId)
    : ids.paymentIntentId
      ? eq(boosts.stripePaymentIntentId, ids.paymentIntentId)
      : undefined;
  if (!where) return undefined;
  const [row] = await tx.select().from(boosts).where(where).for("update");
  return row;
}

/** Records a payment once; false when this invoice or PaymentIntent was already recorded. */
export async function recordPayment(tx: Conn, values: typeof boostPayments.$inferInsert): Promise<boolean> {
  const rows = await tx
    .insert(boostPayments)
    .values(values)
    .onConflictDoNothing({ target: boostPayments.stripeObjectId })
    .returning({ id: boostPayments.id });
  return rows.length > 0;
}

/** Claims a webhook event for this transaction; false when it was applied before. */
export async function claimWebhookEvent(tx: Tx, eventId: string, type: string): Promise<boolean> {
  const rows = await tx
    .insert(processedWebhookEvents)
    .values({ eventId, type })
    .onConflictDoNothing({ target: processedWebhookEvents.eventId })
    .returning({ eventId: processedWebhookEvents.eventId });
  return rows.length > 0;
}

const boostWithStore = {
  boost: boosts,
  storeName: groceryStores.name,
  storeSlug: groceryStores.slug,
  address: groceryStores.address,
  cityName: cities.name,
  citySlug: cities.slug,
  state: cities.state,
};

export async function getBoostsWithStores(db: Conn, where: ReturnType<typeof and>) {
  return db
    .select(boostWithStore)
    .from(boosts)
    .innerJoin(groceryStores, eq(groceryStores.id, boosts.groceryStoreId))
    .innerJoin(cities, eq(cities.id, groceryStores.cityId))
    .where(where);
}

export const boostsBySubscriptionIds = (db: Conn, ids: string[]) =>
  ids.length ? getBoostsWithStores(db, and(inArray(boosts.stripeSubscriptionId, ids))) : Promise.resolve([]);

/** Boosts whose period ended and whose end has not yet triggered a rebuild. */
export const boostsEndedWithoutRebuild = (db: Conn) =>
  db
    .select({ id: boosts.id, groceryStoreId: boosts.groceryStoreId })
    .from(boosts)
    .where(
      and(
        isNotNull(boosts.currentPeriodEnd),
        lte(boosts.currentPeriodEnd, sql`now()`),
        isNull(boosts.endRebuildRequestedAt),
        inArray(boosts.status, ["active", "past_due", "canceled", "refunded"]),
      ),
    );

export async function markEndRebuildRequested(db: Conn, ids: string[]): Promise<void> {
  if (ids.length)
    await db
      .update(boosts)
      .set({ endRebuildRequestedAt: sql`now()` })
      .where(inArray(boosts.id, ids));
}

/** Active one-time boosts ending within `days` whose owner has not been reminded yet. */
export const oneTimeBoostsEndingWithin = (db: Conn, days: number) =>
  getBoostsWithStores(
    db,
    and(
      eq(boosts.kind, "one_time"),
      boostIsActive(),
      lte(boosts.currentPeriodEnd, sql`now() + make_interval(days => ${days})`),
      isNull(boosts.reminderSentAt),
    ),
  );

/** Marks a reminder sent; false when another run already did (so each owner gets one mail). */
export async function markReminderSent(db: Conn, id: string): Promise<boolean> {
  const rows = await db
    .update(boosts)
    .set({ reminderSentAt: sql`now()` })
    .where(and(eq(boosts.id, id), isNull(boosts.reminderSentAt)))
    .returning({ id: boosts.id });
  return rows.length > 0;
}

/** Each store's most recent paid boost (the running one first), for the admin's store list. */
export async function latestBoostsForStores(db: Conn, storeIds: string[]) {
  if (!storeIds.length) return [];
  return db
    .selectDistinctOn([boosts.groceryStoreId], {
      groceryStoreId: boosts.groceryStoreId,
      kind: boosts.kind,
      status: boosts.status,
      currentPeriodEnd: boosts.currentPeriodEnd,
      cancelAtPeriodEnd: boosts.cancelAtPeriodEnd,
      active: boostIsActive(),
    })
    .from(boosts)
    .where(and(inArray(boosts.groceryStoreId, storeIds), isNotNull(boosts.currentPeriodEnd)))
    .orderBy(boosts.groceryStoreId, desc(boostIsActive()), desc(boosts.currentPeriodEnd));
}

/** The store's subscription boosts stuck on a failed renewal. */
export const pastDueSubscriptionsOfStore = (db: Conn, storeId: string) =>
  db
    .select({ id: boosts.id, stripeSubscriptionId: boosts.stripeSubscriptionId })
    .from(boosts)
    .where(
      and(eq(boosts.groceryStoreId, storeId), eq(boosts.status, "past_due"), isNotNull(boosts.stripeSubscriptionId)),
    );

/** The store's monthly boosts that would renew: paid or retrying, not already set to end. */
export const renewingSubscriptionsOfStore = (db: Conn, storeId: string) =>
  db
    .select()
    .from(boosts)
    .where(
      and(
        eq(boosts.groceryStoreId, storeId),
        inArray(boosts.status, ["active", "past_due"]),
        eq(boosts.cancelAtPeriodEnd, false),
        isNotNull(boosts.stripeSubscriptionId),
      ),
    );
