// How a full build's render workers split the towns (ADR 054). A worker holds the props of every page
// in its share until it has rendered them all (Astro's getStaticPaths returns them at once), and its
// resident size is about its heap cap plus 150-270 MB whatever the share. So the cap, not the share,
// sets the peak: two workers side by side stay under 1 GB only with a small cap, and a small cap
// only works for a small share (at 50,000 stores a share under a 224 MB cap collected garbage for
// minutes). Past STORES_PER_SHARE a build takes more, smaller shares, still `workers` at a time.
import { count, eq } from "drizzle-orm";
import { connect } from "../../db/client.ts";
import { groceryStores } from "../../db/schema.ts";

/** The most stores one worker's share holds: its pages' props stay well inside WORKER_HEAP_MB. */
export const STORES_PER_SHARE = 12_500;

/** Each render worker's heap cap in a full build, in MB. */
export const WORKER_HEAP_MB = 256;

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
