// What an import publishes is true (issue #45, ADR 061): a listing an earlier import published
// whose newest record the rules now leave out (a convenience store at the address, a chain, a row
// for review) goes back to the admin's New listings queue with the reason. Only a listing nobody
// decided on: no admin approved it, no owner holds it (a person's decision sticks).
import type { Db } from "../../../db/client.ts";
import { sendImportedToReview } from "../imports-queries.server.ts";
import { SNAP_SOURCE } from "../../stores/import-sources.ts";
import type { SnapImportResult } from "./import-result.server.ts";
import type { SnapPlan } from "./plan-types.server.ts";
import { isListed, type StoreIndex } from "./store-index.server.ts";

export async function withdrawListingsRulesLeaveOut(
  db: Db,
  plan: SnapPlan,
  recordsOf: Map<number, string[]>,
  index: StoreIndex,
  result: SnapImportResult,
  now: Date,
): Promise<number> {
  const withdrawn = new Map<string, string>();
  plan.rows.forEach((row, i) => {
    // The newest record of its store, still authorised, that the rules did not keep.
    if (row.sameStoreAs !== undefined || row.endedOn || !row.byRules) return;
    if (row.decision !== "review" && row.decision !== "chain" && row.decision !== "rejected") return;
    const outcome = result.outcomes.get(i);
    const store = outcome ? index.store(outcome.storeId) : index.byRecords(recordsOf.get(i) ?? [])?.store;
    if (!store || !isListed(store) || store.dataSource !== SNAP_SOURCE) return;
    if (store.reviewedBy !== null || store.ownerId !== null) return;
    withdrawn.set(store.id, `The newest USDA record of this store says: ${row.reason}`);
    store.reviewStatus = "pending";
  });
  if (withdrawn.size > 0) await db.transaction((tx) => sendImportedToReview(tx, withdrawn, now));
  return withdrawn.size;
}
