import { eq, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { newsletterSubscribers } from "../schema.ts";

export async function getSubscriberById(db: Db, id: string) {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
  return row;
}

/** A new or returning address waits for confirmation; a confirmed one stays confirmed. */
export async function upsertPendingSubscriber(db: Db, email: string) {
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ email, status: "pending" })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { status: sql`case when ${newsletterSubscribers.status} = 'confirmed' then 'confirmed' else 'pending' end` },
    })
    .returning();
  return row!;
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
