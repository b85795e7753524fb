// The admin's searchable, paginated store list, deleted stores included on request. GET
// /api/admin/grocery-stores and the spec's GET /api/grocery-stores ("all stores (admin)") answer it;
// `filter=out-of-scope` lists only the stores the scope rule marked (issue #47).
import { z } from "zod";
import { text } from "../platform/text.ts";
import type { Db } from "../../db/client.ts";
import { searchAdminStores } from "./admin-stores-queries.server.ts";
import { latestBoostsForStores } from "../boosts/boosts-queries.server.ts";
import type { AdminBoostJson } from "../stores/store-json.ts";
import { serializeAdminStore } from "./serialize-admin-store.server.ts";

export const storeListQuerySchema = z.object({
  q: text().trim().max(100).default(""),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  include: z.enum(["deleted"]).optional(),
  // The stores the scope rule marked, waiting for a person to keep or delete them (issue #47).
  filter: z.enum(["out-of-scope"]).optional(),
});

export async function listStoresForAdmin(db: Db, searchParams: URLSearchParams) {
  const query = storeListQuerySchema.parse(Object.fromEntries(searchParams));
  const { rows, total } = await searchAdminStores(db, {
    ...query,
    includeDeleted: query.include === "deleted",
    outOfScope: query.filter === "out-of-scope",
  });
  const boosts = new Map(
    (
      await latestBoostsForStores(
        db,
        rows.map((r) => r.id),
      )
    ).map((b): [string, AdminBoostJson] => [
      b.groceryStoreId,
      {
        kind: b.kind as AdminBoostJson["kind"],
        status: b.status,
        active: b.active,
        currentPeriodEnd: b.currentPeriodEnd!.toISOString(),
        cancelAtPeriodEnd: b.cancelAtPeriodEnd,
      },
    ]),
  );
  const stores = rows.map((row) => ({ ...serializeAdminStore(row), boost: boosts.get(row.id) ?? null }));
  return { stores, total, page: query.page, pageSize: query.pageSize };
}
