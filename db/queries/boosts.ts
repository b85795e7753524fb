import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { boosts } from "../schema.ts";

/** The boost currently featuring a store, if any: the one running longest. */
export async function getActiveBoost(db: Db, storeId: string) {
  const [row] = await db
    .select({ status: boosts.status, currentPeriodEnd: boosts.currentPeriodEnd, kind: boosts.kind })
    .from(boosts)
    .where(
      and(eq(boosts.groceryStoreId, storeId), eq(boosts.status, "active"), gt(boosts.currentPeriodEnd, sql`now()`)),
    )
    .orderBy(desc(boosts.currentPeriodEnd))
    .limit(1);
  return row;
}
