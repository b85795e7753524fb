// Which towns this build process renders (ADR 051): all of them, or a render worker's share.
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { env } from "../platform/env.server.ts";

export interface RenderShare {
  index: number;
  count: number;
}

/** RENDER_SHARD "i/n" (set by site-builder for its render workers), or none. */
export function renderShare(): RenderShare | undefined {
  const { RENDER_SHARD } = env();
  if (!RENDER_SHARD) return undefined;
  const [index, count] = RENDER_SHARD.split("/").map(Number) as [number, number];
  return { index, count };
}

/**
 * The towns in `count` shares of about equal pages: the largest town first, each to the share with
 * the fewest stores so far (a town's pages grow with its stores).
 */
export function splitTowns(towns: Array<{ id: number; storeCount: number }>, count: number): number[][] {
  const shares = Array.from({ length: count }, () => ({ stores: 0, towns: [] as number[] }));
  const largestFirst = [...towns].sort((a, b) => b.storeCount - a.storeCount || a.id - b.id);
  for (const town of largestFirst) {
    const lightest = shares.reduce((best, share) => (share.stores < best.stores ? share : best));
    // A town has a page of its own even without stores.
    lightest.stores += town.storeCount + 1;
    lightest.towns.push(town.id);
  }
  return shares.map((share) => share.towns);
}

/**
 * One split for all workers of a build: each town must be rendered by exactly one, and a store
 * listed between two workers' reads would move the counts. The first worker to finish its split
 * publishes it beside the build (link(2) fails if one is there); every worker uses the published one.
 */
export async function agreedSplit(split: () => Promise<number[][]>): Promise<number[][]> {
  const keysDir = `${env().ASTRO_OUT_DIR.replace(/\/$/, "")}.keys`;
  const published = join(keysDir, "town-shares.json");
  const mine = `${published}.${process.pid}`;
  mkdirSync(keysDir, { recursive: true });
  writeFileSync(mine, JSON.stringify(await split()));
  try {
    linkSync(mine, published);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    rmSync(mine, { force: true });
  }
  return JSON.parse(readFileSync(published, "utf8")) as number[][];
}
