// The one paging, sort and filter shape of the admin's review queues (issue #46): a queue's GET takes
// `?page=&pageSize=&sort=` plus its own filters, and answers one page of items with the number
// waiting, the number matching the filters and a count per filter value. New listings use it first;
// the other queues adopt it by naming their sorts and filters (issue #44). Browser-safe: the island
// builds its address from the same names the function parses.
import { z } from "../platform/zod.ts";

export const QUEUE_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_QUEUE_PAGE_SIZE = 50;

/** The paging and sort part every queue shares, with the queue's own sorts (the first is the default). */
export function queueQuerySchema<const Sorts extends readonly [string, ...string[]], Filters extends z.ZodRawShape>(
  sorts: Sorts,
  filters: Filters,
) {
  return z
    .object({
      page: z.coerce.number().int().min(1).max(1_000_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(DEFAULT_QUEUE_PAGE_SIZE),
      sort: z.enum(sorts).default(sorts[0]),
      ...filters,
    })
    .strict();
}

/** The query string's values, an empty one meaning "no filter" (what a cleared <select> sends). */
export function queueParams(search: URLSearchParams): Record<string, string> {
  return Object.fromEntries([...search].filter(([, value]) => value !== ""));
}

/** The address of one page: only the values that are set, in a stable order. */
export function queueSearch(query: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** One value a filter can take, with what it shows and how many items wait under it. */
export interface FacetJson {
  value: string;
  label: string;
  count: number;
}

export interface QueuePageJson<Item> {
  items: Item[];
  /** Everything waiting in the queue, whatever the filters. */
  total: number;
  /** What waits under the current filters (the pages hold these). */
  matching: number;
  page: number;
  pageSize: number;
  sort: string;
  /**
   * Per filter, its values with their counts. A filter's counts apply every other filter but not
   * itself, so the admin sees what choosing another value would give.
   */
  facets: Record<string, FacetJson[]>;
}

export const pageCount = (matching: number, pageSize: number) => Math.max(1, Math.ceil(matching / pageSize));
