// The monthly refresh from USDA's newest SNAP retailer file (issue #47, ADR 064): the whole file is
// planned with the import's own rules and applied as a difference by the import itself, so new
// stores follow the rules and nothing a person decided is undone (ADR 061). Then: a store whose
// authorisation ended is marked "may have closed" and waits in the admin's Suggestions queue, never
// deleted; a store USDA lists again loses the mark; every store the file lists was checked today.
// All of it in one transaction (the import's own ones nest as savepoints): a refresh that fails
// leaves the data as it was, is recorded as failed and is tried again. The admin is mailed what it did.
import type { Db } from "../../../db/client.ts";
import {
  clearMayHaveClosed,
  finishRefresh,
  markChecked,
  markMayHaveClosed,
  startRefresh,
} from "../snap-refreshes-queries.server.ts";
import { closeOpenSuggestions, insertSuggestion } from "../../review/suggestions-queries.server.ts";
import { importSnapPlan } from "../snap/import-snap.server.ts";
import { planSnapFiles } from "../snap/plan.server.ts";
import { mailRefreshFailure, mailRefreshSummary } from "./refresh-mail.server.ts";
import type { RefreshSummary } from "./refresh-summary.server.ts";
import { readSnapSource } from "./read-snap-source.server.ts";

/** The source of the suggestions a refresh opens, so a later refresh can answer them. */
export const REFRESH_SOURCE = "usda-refresh";

export async function runSnapRefresh(db: Db, source: string, now = new Date()): Promise<RefreshSummary> {
  const run = await startRefresh(db, source);
  const today = now.toISOString().slice(0, 10);
  try {
    const plan = planSnapFiles([await readSnapSource(source)]);
    const summary = await db.transaction(async (tx) => {
      // Drizzle nests the import's transactions in this one as savepoints.
      const result = await importSnapPlan(tx as unknown as Db, plan, now);
      const listed = [...new Set([...result.outcomes.values()].map((o) => o.storeId))];
      await markChecked(tx, listed, today);
      const reappeared = await clearMayHaveClosed(tx, listed);
      await closeOpenSuggestions(
        tx,
        reappeared,
        REFRESH_SOURCE,
        `USDA's SNAP file of ${plan.sourceDate?.date ?? today} lists the store again.`,
      );
      const ended = await markMayHaveClosed(tx, result.endedStoreIds, today);
      for (const storeId of ended) {
        await insertSuggestion(tx, {
          groceryStoreId: storeId,
          kind: "closed",
          note: `USDA's SNAP retailer file of ${plan.sourceDate?.date ?? today} says the store's SNAP authorisation ended: it may have closed or changed hands. Check before closing it.`,
          network: REFRESH_SOURCE,
        });
      }
      return {
        new: result.added,
        ended: ended.length,
        changed: result.renamed + result.withdrawn + result.merged,
        queued: result.pending + ended.length + result.proposed + result.outOfScope,
        reappeared: reappeared.length,
        kept: [...result.kept.values()].reduce((sum, n) => sum + n, 0),
        checked: listed.length,
      } satisfies RefreshSummary;
    });
    await finishRefresh(db, run.id, {
      status: "succeeded",
      summary: { ...summary },
      fileDate: plan.sourceDate?.date ?? null,
    });
    await mailRefreshSummary(source, plan.sourceDate?.date ?? null, summary);
    return summary;
  } catch (error) {
    const message = (error as Error).message;
    await finishRefresh(db, run.id, { status: "failed", error: message });
    await mailRefreshFailure(source, message);
    throw error;
  }
}
