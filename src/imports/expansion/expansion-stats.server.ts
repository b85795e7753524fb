// GET /api/admin/expansion/stats: the spec's figures and the latest run. Polled every 5 seconds by
// the Expansion tab, which also makes it the place where a run that lost its worker (a restart
// mid-run) is noticed and taken over.
import type { Db } from "../../../db/client.ts";
import { countListedStores, countScrapedAreas, latestRun, type ExpansionRun } from "../expansion-queries.server.ts";
import type { ExpansionRunJson, ExpansionStats } from "../expansion-json.ts";
import { queueRun } from "./queue-run.server.ts";
import { AREA_LIST } from "./run-expansion.server.ts";
import { isOrphaned } from "./start-run.server.ts";

export function serializeRun(run: ExpansionRun): ExpansionRunJson {
  return {
    id: run.id,
    status: run.status as ExpansionRunJson["status"],
    areasToProcess: run.areasToProcess,
    areasProcessed: run.areasProcessed,
    storesFound: run.storesFound,
    storesAdded: run.storesAdded,
    storesUpdated: run.storesUpdated,
    chainsSkipped: run.chainsSkipped,
    rejected: run.rejected,
    error: run.error,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
  };
}

export async function expansionStats(db: Db): Promise<ExpansionStats> {
  const [scraped, stores, run] = [await countScrapedAreas(db), await countListedStores(db), await latestRun(db)];
  if (run && isOrphaned(run)) await queueRun(db, run.id);
  const total = AREA_LIST.length;
  return {
    completionPercentage: Math.round((scraped / total) * 1000) / 10,
    scrapedAreas: scraped,
    totalMetroAreas: total,
    remainingAreas: total - scraped,
    totalGroceryStores: stores,
    run: run ? serializeRun(run) : null,
  };
}
