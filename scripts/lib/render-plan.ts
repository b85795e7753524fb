// How a full build's render workers split the towns (ADR 054). A worker holds the props of every page
// in its share until it has rendered them all (Astro's getStaticPaths returns them at once): with two
// shares at 100,000 stores each worker's heap filled its cap and two side by side peaked at 1,247 MB.
// Past STORES_PER_SHARE a build takes more, smaller shares, still `workers` at a time: eight shares
// of 12,500 stores peaked at 870 MB under the same cap. A build small enough for one share per worker
// is unchanged.
import { count, eq } from "drizzle-orm";
import { connect } from "../../db/client.ts";
import { groceryStores } from "../../db/schema.ts";

/** The most stores one worker's share holds, so that its pages' props stay well inside WORKER_HEAP_MB. */
export const STORES_PER_SHARE = 12_500;

/** Each render worker's heap cap in a full build, in MB: the render bundle and a share fit in it (ADR 029). */
export const WORKER_HEAP_MB = 384;

/** How many shares: `workers` of them, or a multiple of it so that none holds more than STORES_PER_SHARE stores. */
export function shareCount(stores: number, workers: number): number {
  return workers * Math.max(1, Math.ceil(stores / (workers * STORES_PER_SHARE)));
}

/** The listed stores the build will render (each has a page), or undefined with no database to ask. */
export async function listedStores(databaseUrl: string | undefined): Promise<number | undefined> {
  if (databaseUrl === undefined) return undefined;
  const connection = await connect(databaseUrl);
  try {
    const [row] = await connection.db
      .select({ stores: count() })
      .from(groceryStores)
      .where(eq(groceryStores.isActive, true));
    return row?.stores;
  } finally {
    await connection.close();
  }
}
