// Counts live listings per normalised street address and ZIP code (issue #45: one store, one
// listing): how many addresses hold two or more listings, and how many of those are one store: the
// duplicate rule's similar names at one address (store numbers, legal forms and punctuation set
// aside), or two imported listings in one suite of which one's USDA record ended (its successor is
// the other). Run it after an import; DATABASE_URL as for the import.
//   npx tsx scripts/listings-per-address.ts      (DATABASE_URL unset: the embedded PGlite)
import { and, eq, isNull } from "drizzle-orm";
import { connect } from "../db/client.ts";
import { groceryStores } from "../db/schema.ts";
import { env } from "../src/platform/env.server.ts";
import { addressKey, sameStore, unitKey } from "../src/imports/duplicates.server.ts";
import { SNAP_SOURCE } from "../src/stores/import-sources.ts";

const connection = await connect(env().DATABASE_URL);
try {
  const live = await connection.db
    .select({
      id: groceryStores.id,
      name: groceryStores.name,
      address: groceryStores.address,
      zipCode: groceryStores.zipCode,
      dataSource: groceryStores.dataSource,
      acceptsSnap: groceryStores.acceptsSnap,
    })
    .from(groceryStores)
    .where(
      and(
        isNull(groceryStores.deletedAt),
        isNull(groceryStores.mergedIntoId),
        isNull(groceryStores.closedAt),
        eq(groceryStores.isActive, true),
        eq(groceryStores.reviewStatus, "approved"),
      ),
    );
  const successor = (a: (typeof live)[number], b: (typeof live)[number]) =>
    a.dataSource === SNAP_SOURCE &&
    b.dataSource === SNAP_SOURCE &&
    a.acceptsSnap !== b.acceptsSnap &&
    // Two suites of one building are two places.
    (!unitKey(a.address) || !unitKey(b.address) || unitKey(a.address) === unitKey(b.address));
  const byAddress = new Map<string, typeof live>();
  for (const store of live) {
    const key = `${addressKey(store.address)}|${store.zipCode.slice(0, 5)}`;
    byAddress.set(key, [...(byAddress.get(key) ?? []), store]);
  }
  const shared = [...byAddress].filter(([, stores]) => stores.length > 1);
  const oneStore = shared.filter(([, stores]) =>
    stores.some((a, i) => stores.slice(i + 1).some((b) => sameStore(a, b).same || successor(a, b))),
  );
  console.log(`live listings: ${live.length}`);
  console.log(`addresses with two or more live listings: ${shared.length}`);
  console.log(`addresses with two live listings of one store: ${oneStore.length}`);
  for (const [key, stores] of shared)
    console.log(
      `  ${oneStore.some(([k]) => k === key) ? "SAME " : "other"} ${key}: ${stores.map((s) => s.name).join(" | ")}`,
    );
} finally {
  await connection.close();
}
