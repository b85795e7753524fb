// Listings the import shows to be one store (issue #45, ADR 061): two listed stores that records of
// one store lead to, or that the duplicate rule calls the same store, beside a store the import just
// found or added (by the duplicate rule at the same street address and ZIP code: a distance between
// ZIP code centres proves nothing). Neither holding an owner, claim, boost, votes or photos: the import merges them
// with the one merge there is (mergeStores: the dropped address answers 301, ADR 044), keeping the
// listing its newest record leads to. Otherwise it proposes the merge to the admin as a 'duplicate'
// suggestion, which the admin accepts with the same merge (ADR 045, ADR 059).
import type { Db } from "../../../db/client.ts";
import { duplicateProposalWaits, storesWithRights } from "../source-records-queries.server.ts";
import { insertSuggestion } from "../../review/suggestions-queries.server.ts";
import { SNAP_IMPORT } from "../../stores/confirmation.ts";
import { ApiError } from "../../platform/errors.server.ts";
import { mergeStores } from "../../admin/merge-stores.server.ts";
import type { SnapImportResult } from "./import-result.server.ts";
import type { SnapPlan } from "./plan-types.server.ts";
import { isListed, type Known, type StoreIndex } from "./store-index.server.ts";

interface Pair {
  survivor: Known;
  duplicate: Known;
  why: string;
}

function pairsOf(
  plan: SnapPlan,
  recordsOf: Map<number, string[]>,
  index: StoreIndex,
  result: SnapImportResult,
): Pair[] {
  const pairs = new Map<string, Pair>();
  for (const [i, outcome] of result.outcomes) {
    const survivor = index.store(outcome.storeId);
    if (outcome.outcome === "kept" || !survivor || !isListed(survivor)) continue;
    const records = recordsOf.get(i) ?? [];
    const byRecord = index.holders(records).map((store) => ({
      store,
      why: `USDA records of one store (${records.join(", ")}) lead to both listings`,
    }));
    const byRule = index.sameAt(survivor).map((store) => ({ store, why: "similar name, same address" }));
    for (const { store, why } of [...byRecord, ...byRule]) {
      if (store.id === survivor.id || !isListed(store)) continue;
      const key = [store.id, survivor.id].sort().join("|");
      if (!pairs.has(key)) pairs.set(key, { survivor, duplicate: store, why: `${plan.rows[i]!.name}: ${why}` });
    }
  }
  return [...pairs.values()];
}

export async function mergeDuplicateListings(
  db: Db,
  plan: SnapPlan,
  recordsOf: Map<number, string[]>,
  index: StoreIndex,
  result: SnapImportResult,
): Promise<{ merged: number; proposed: number }> {
  let merged = 0;
  let proposed = 0;
  for (const { survivor, duplicate, why } of pairsOf(plan, recordsOf, index, result)) {
    // An earlier pair of this import merged one of them already.
    if (survivor.mergedIntoId || duplicate.mergedIntoId) continue;
    const reason = `The USDA SNAP import found one store under two listings (${why}).`;
    const rights = await storesWithRights(db, [survivor.id, duplicate.id]);
    if (rights.size === 0) {
      try {
        await mergeStores(db, { survivorId: survivor.id, duplicateId: duplicate.id, actor: SNAP_IMPORT, reason });
        duplicate.mergedIntoId = survivor.id;
        merged++;
        continue;
      } catch (error) {
        // The listings changed since the import read them: the admin decides instead.
        if (!(error instanceof ApiError)) throw error;
      }
    }
    if (await duplicateProposalWaits(db, survivor.id, duplicate.id)) continue;
    await insertSuggestion(db, {
      groceryStoreId: duplicate.id,
      kind: "duplicate",
      duplicateOfId: survivor.id,
      note: `${reason} One of them has an owner, a claim, a boost, votes or photos, so an admin decides.`,
    });
    proposed++;
  }
  return { merged, proposed };
}
