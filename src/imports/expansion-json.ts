// GET /api/admin/expansion/stats and POST /api/admin/expansion/run: the spec's expansion stats,
// plus the current run, which the Expansion tab shows while it polls.

/** The spec's choices of areas per run; 10 by default. */
export const AREA_CHOICES = [5, 10, 25, 50] as const;
export type AreasToProcess = (typeof AREA_CHOICES)[number];
export const DEFAULT_AREAS: AreasToProcess = 10;

export interface ExpansionRunJson {
  id: number;
  status: "running" | "completed" | "failed";
  areasToProcess: number;
  areasProcessed: number;
  storesFound: number;
  storesAdded: number;
  storesUpdated: number;
  chainsSkipped: number;
  rejected: number;
  error: string | null;
  startedAt: string;
  finishedAt: string | null;
}

export interface ExpansionStats {
  completionPercentage: number;
  scrapedAreas: number;
  totalMetroAreas: number;
  remainingAreas: number;
  totalGroceryStores: number;
  /** The latest run, or null before the first. */
  run: ExpansionRunJson | null;
}
