// The /data page's counts: every listed store falls in exactly one source (issue #25).
import { getDb } from "../../db/client.ts";
import { countStoresBySource, type SourceCountRow } from "./data-sources-queries.server.ts";
import { OSM_SOURCE, SNAP_SOURCE } from "../stores/import-sources.ts";

export interface SourceCounts {
  total: number;
  sample: number;
  /** Listed through the site's form, by owners or shoppers. */
  listedOnSite: number;
  usdaSnap: number;
  openStreetMap: number;
  /** Any other import (none today): counted so the sources always add up to the total. */
  otherImports: number;
  /** Real (not sample) stores whose owner's claim was approved, whatever their source. */
  claimed: number;
}

export function summarizeSources(rows: SourceCountRow[]): SourceCounts {
  const sum = (keep: (r: SourceCountRow) => boolean, field: "stores" | "owned" = "stores") =>
    rows.filter(keep).reduce((n, r) => n + r[field], 0);
  const known = new Set([SNAP_SOURCE, OSM_SOURCE]);
  return {
    total: sum(() => true),
    sample: sum((r) => r.isSample),
    listedOnSite: sum((r) => !r.isSample && r.dataSource === null),
    usdaSnap: sum((r) => !r.isSample && r.dataSource === SNAP_SOURCE),
    openStreetMap: sum((r) => !r.isSample && r.dataSource === OSM_SOURCE),
    otherImports: sum((r) => !r.isSample && r.dataSource !== null && !known.has(r.dataSource)),
    claimed: sum((r) => !r.isSample, "owned"),
  };
}

let cached: Promise<SourceCounts> | undefined;
/** Once per build, like every dataset the build reads. */
export const loadSourceCounts = (): Promise<SourceCounts> =>
  (cached ??= getDb().then(countStoresBySource).then(summarizeSources));
