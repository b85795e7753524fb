import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cities, newsletterSubscribers } from "../../db/schema.ts";

export type SubscriberArea = { cityId: number | null; state: string | null };

export async function getSubscriberById(db: Db, id: string) {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
  return row;
}

/**
 * A new or returning address waits for confirmation; a confirmed one stays confirmed. A form never
 * changes the area of an address we already have, confirmed or not: the area rides on the mailed
 * confirmation link and is set when that link is followed (ADR 057), and a confirmed subscriber's
 * town changes through the link in their own mail. A new row keeps the form's area until then.
 */
export async function upsertPendingSubscriber(db: Db, email: string, area?: SubscriberArea) {
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ email, status: "pending", ...(area ?? {}) })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: {
        status: sql`case when ${newsletterSubscribers.status} = 'confirmed' then 'confirmed' else 'pending' end`,
      },
    })
    .returning();
  return row!;
}

/** Confirms a subscriber with the area their followed link was mailed for (none: they choose later). */
export async function confirmSubscriber(db: Db, id: string, area: SubscriberArea) {
  await db
    .update(newsletterSubscribers)
    .set({ status: "confirmed", confirmedAt: sql`now()`, unsubscribedAt: null, ...area })
    .where(eq(newsletterSubscribers.id, id));
}

/** The town's name and the state of an area, for the sentence that names it. */
export async function areaNames(
  db: Db,
  area: SubscriberArea,
): Promise<{ cityName: string | null; state: string | null }> {
  if (area.cityId === null) return { cityName: null, state: area.state };
  const [city] = await db
    .select({ name: cities.name, state: cities.state })
    .from(cities)
    .where(eq(cities.id, area.cityId));
  return { cityName: city?.name ?? null, state: city?.state ?? null };
}

export async function setSubscriberStatus(db: Db, id: string, status: "confirmed" | "unsubscribed") {
  await db
    .update(newsletterSubscribers)
    .set(
      status === "confirmed"
        ? { status, confirmedAt: sql`now()`, unsubscribedAt: null }
        : { status, unsubscribedAt: sql`now()` },
    )
    .where(eq(newsletterSubscribers.id, id));
}

export async function setSubscriberArea(db: Db, id: string, area: SubscriberArea) {
  await db.update(newsletterSubscribers).set(area).where(eq(newsletterSubscribers.id, id));
}

/** The subscriber's area with its town's name and slug, for the mails and the choose-town page. */
export async function getSubscriberArea(db: Db, id: string) {
  const [row] = await db
    .select({
      id: newsletterSubscribers.id,
      status: newsletterSubscribers.status,
      cityId: newsletterSubscribers.cityId,
      citySlug: cities.slug,
      cityName: cities.name,
      // A town's own state wins: the state column is only for 'all of {state}'.
      state: sql<string | null>`coalesce(${cities.state}, ${newsletterSubscribers.state})`,
    })
    .from(newsletterSubscribers)
    .leftJoin(cities, eq(cities.id, newsletterSubscribers.cityId))
    .where(eq(newsletterSubscribers.id, id));
  return row;
}

/**
 * Suppresses an address after a hard bounce or a complaint (ADR 039). Returns whether a subscriber
 * had that address; an address we never had is not stored.
 */
export async function suppressSubscriber(db: Db, email: string, reason: string): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({ suppressedAt: sql`coalesce(${newsletterSubscribers.suppressedAt}, now())`, suppressionReason: reason })
    .where(eq(newsletterSubscribers.email, email))
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}

/** Confirmed, never-suppressed subscribers without a town or state, not yet asked to choose. */
export async function subscribersToAskForATown(db: Db, limit: number) {
  return db
    .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(
      and(
        eq(newsletterSubscribers.status, "confirmed"),
        isNull(newsletterSubscribers.suppressedAt),
        isNull(newsletterSubscribers.cityId),
        isNull(newsletterSubscribers.state),
        isNull(newsletterSubscribers.townPromptSentAt),
      ),
    )
    .orderBy(asc(newsletterSubscribers.id))
    .limit(limit);
}

/** Claims the one-time prompt for a subscriber; false when another run already did. */
export async function claimTownPrompt(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({ townPromptSentAt: sql`now()` })
    .where(and(eq(newsletterSubscribers.id, id), isNull(newsletterSubscribers.townPromptSentAt)))
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}

export async function releaseTownPrompt(db: Db, id: string) {
  await db.update(newsletterSubscribers).set({ townPromptSentAt: null }).where(eq(newsletterSubscribers.id, id));
}
