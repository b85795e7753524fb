// npm run bench -- upvotes: accepted upvotes per second on both engines, through the product's own
// vote path (castVote: limits, row lock, count, the note that counts changed) with many voters at once, and
// none lost: each store's count must rise by exactly the number of accepted votes. The HTTP layer
// is measured by bench/load.ts; this isolates what the database path can take.
//   PostgreSQL needs TEST_DATABASE_URL (skipped with a note otherwise).
import { inArray } from "drizzle-orm";
import { groceryStores } from "../db/schema.ts";
import { newDeviceId } from "../src/server/upvotes/device.ts";
import { castVote } from "../src/server/upvotes/cast-vote.ts";
import { networkHash } from "../src/server/http/client-network.ts";
import { recordFigure } from "./lib/summary.ts";
import { embeddedBenchDb, percentile, postgresBenchDb, POSTGRES_SKIPPED, type BenchDb } from "./lib/bench-databases.ts";

const STORES = 10;
const VOTES = 4_000;
const IN_FLIGHT = 100;

async function run(bench: BenchDb) {
  const stores = await bench.db
    .select({ id: groceryStores.id, upvoteCount: groceryStores.upvoteCount })
    .from(groceryStores)
    .orderBy(groceryStores.id)
    .limit(STORES);
  const ids = stores.map((s) => s.id);
  const before = stores.reduce((sum, s) => sum + s.upvoteCount, 0);

  let next = 0;
  let accepted = 0;
  let refused = 0;
  const latencies: number[] = [];
  const voter = async () => {
    for (let i = next++; i < VOTES; i = next++) {
      const started = performance.now();
      try {
        // Every vote from its own device and its own network: all should count.
        await castVote(bench.db, ids[i % STORES]!, {
          deviceId: newDeviceId(),
          networkHash: networkHash(`10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`),
        });
        accepted++;
      } catch {
        refused++;
      }
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: IN_FLIGHT }, voter));
  const seconds = (performance.now() - started) / 1000;

  const after = (
    await bench.db
      .select({ upvoteCount: groceryStores.upvoteCount })
      .from(groceryStores)
      .where(inArray(groceryStores.id, ids))
  ).reduce((sum, s) => sum + s.upvoteCount, 0);
  if (after - before !== accepted) process.exitCode = 1;
  return {
    engine: bench.engine,
    votes: VOTES,
    "in flight": IN_FLIGHT,
    accepted,
    refused,
    "count rise": after - before,
    "lost or extra": after - before - accepted,
    "accepted/s": Math.round(accepted / seconds),
    "p50 ms": percentile(latencies, 50).toFixed(1),
    "p99 ms": percentile(latencies, 99).toFixed(1),
    goal: bench.engine === "PostgreSQL" ? ">= 1,000/s, none lost" : "reported",
  };
}

const rows = [];
for (const open of [() => embeddedBenchDb(), () => postgresBenchDb({}, 20)]) {
  const bench = await open();
  if (!bench) {
    console.log(POSTGRES_SKIPPED);
    recordFigure("accepted upvotes/s, PostgreSQL", "skipped", "set TEST_DATABASE_URL");
    continue;
  }
  try {
    const row = await run(bench);
    rows.push(row);
    recordFigure(
      `accepted upvotes/s, ${row.engine}`,
      `${row["accepted/s"]}/s, ${row["lost or extra"]} lost`,
      row.engine === "PostgreSQL" ? ">= 1,000/s, none lost" : "reported",
    );
  } finally {
    await bench.close();
  }
}
console.log(
  `\nUpvotes: ${VOTES} votes on ${STORES} stores, ${IN_FLIGHT} at once, each from its own device and network`,
);
console.table(rows);
console.log(
  process.exitCode
    ? "FAILED: the counts did not rise by exactly the number of accepted votes."
    : "Every accepted vote was counted once.",
);
