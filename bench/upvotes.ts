// npm run bench -- upvotes: accepted upvotes per second on both engines with every vote limit on, as
// real traffic sends them: each simulated visitor has its own device and its own /24 network, and taps
// twice at once (a double tap). Measured twice in one run: the vote database function alone
// (cast_upvote through src/votes/upvotes-queries.server.ts) and the product's vote path (castVote: the same plus
// its error mapping and the search cache), so the path's cost over the function shows. Checked: each
// visitor counted exactly once (0 lost, 0 counted twice), and one network held to its limit. The
// HTTP layer is measured by bench/load.ts.
//   PostgreSQL needs TEST_DATABASE_URL (skipped with a note otherwise).
import { inArray } from "drizzle-orm";
import { castUpvote } from "../src/votes/upvotes-queries.server.ts";
import { groceryStores } from "../db/schema.ts";
import { networkHash } from "../src/platform/client-network.server.ts";
import { castVote, type Voter } from "../src/votes/cast-vote.server.ts";
import { newDeviceId } from "../src/votes/device.server.ts";
import { NETWORK_VOTES_PER_STORE } from "../src/votes/vote-limits.server.ts";
import { VOTE_COOLDOWN_MINUTES } from "../src/votes/cooldown.ts";
import { embeddedBenchDb, percentile, postgresBenchDb, POSTGRES_SKIPPED, type BenchDb } from "./lib/bench-databases.ts";
import { recordFigure } from "./lib/summary.ts";

// Votes crowded onto 200 stores, harder than real traffic spread over thousands: each store
// serialises its own votes (the vote lock in db/sql/vote-rule.sql).
const STORES = 200;
/** Visitors for each way of voting (the function alone, the product's path). */
const VISITORS = 4_000;
const IN_FLIGHT = 100;
/** Devices on one network trying one store: the network limit must hold them to its number. */
const ONE_NETWORK_DEVICES = 20;

type Cast = (storeId: string, voter: Voter) => Promise<boolean>;

/** Visitor `n`'s own device and /24 network (n < 16.7 million). */
const visitor = (n: number): Voter => ({
  deviceId: newDeviceId(),
  networkHash: networkHash(`${11 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}.7`),
});

const countOf = async (bench: BenchDb, ids: string[]) =>
  (
    await bench.db
      .select({ upvoteCount: groceryStores.upvoteCount })
      .from(groceryStores)
      .where(inArray(groceryStores.id, ids))
  ).reduce((sum, s) => sum + s.upvoteCount, 0);

interface Round {
  visitors: number;
  accepted: number;
  refused: number;
  rise: number;
  seconds: number;
  latencies: number[];
}

/** `visitors` visitors, numbered from `first`, each tapping twice at once; IN_FLIGHT visitors at a time. */
async function round(bench: BenchDb, ids: string[], first: number, visitors: number, cast: Cast): Promise<Round> {
  const before = await countOf(bench, ids);
  let next = 0;
  let accepted = 0;
  let refused = 0;
  const latencies: number[] = [];
  const tap = async (storeId: string, voter: Voter) => {
    const started = performance.now();
    if (await cast(storeId, voter)) accepted++;
    else refused++;
    latencies.push(performance.now() - started);
  };
  const worker = async () => {
    for (let i = next++; i < visitors; i = next++) {
      const voter = visitor(first + i);
      const storeId = ids[(first + i) % ids.length]!;
      await Promise.all([tap(storeId, voter), tap(storeId, voter)]);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { visitors, accepted, refused, rise: (await countOf(bench, ids)) - before, seconds, latencies };
}

/** The rounds of one way of voting, as one figure. */
function total(rounds: Round[]) {
  const sum = (pick: (r: Round) => number) => rounds.reduce((n, r) => n + pick(r), 0);
  const visitors = sum((r) => r.visitors);
  const accepted = sum((r) => r.accepted);
  const rise = sum((r) => r.rise);
  const latencies = rounds.flatMap((r) => r.latencies);
  return {
    accepted,
    refused: sum((r) => r.refused),
    lost: visitors - rise,
    countedTwice: Math.max(0, rise - visitors) + Math.max(0, accepted - visitors),
    perSecond: Math.round(accepted / sum((r) => r.seconds)),
    p50: percentile(latencies, 50).toFixed(1),
    p99: percentile(latencies, 99).toFixed(1),
  };
}

/** ONE_NETWORK_DEVICES devices of one /24 vote for one store: accepted must equal the network limit. */
async function oneNetwork(bench: BenchDb, storeId: string, cast: Cast) {
  const network = networkHash("198.51.100.20");
  const answers = await Promise.all(
    Array.from({ length: ONE_NETWORK_DEVICES }, () => cast(storeId, { deviceId: newDeviceId(), networkHash: network })),
  );
  return answers.filter(Boolean).length;
}

const byFunction =
  (bench: BenchDb): Cast =>
  async (storeId, voter) =>
    "upvoteCount" in
    (await castUpvote(bench.db, { storeId, ...voter }, VOTE_COOLDOWN_MINUTES, NETWORK_VOTES_PER_STORE));

const byPath =
  (bench: BenchDb): Cast =>
  async (storeId, voter) => {
    try {
      await castVote(bench.db, storeId, voter);
      return true;
    } catch {
      return false;
    }
  };

async function run(bench: BenchDb) {
  const stores = await bench.db
    .select({ id: groceryStores.id })
    .from(groceryStores)
    .orderBy(groceryStores.id)
    .limit(STORES + 1);
  const ids = stores.slice(0, STORES).map((s) => s.id);
  // Function, path, path, function, half the visitors of a way each: the table and its indexes grow
  // with every vote, so neither way is measured only on the fuller table.
  const half = VISITORS / 2;
  const ways = [byFunction(bench), byPath(bench), byPath(bench), byFunction(bench)];
  const rounds: Round[] = [];
  for (const [n, cast] of ways.entries()) rounds.push(await round(bench, ids, n * half, half, cast));
  const fn = total([rounds[0]!, rounds[3]!]);
  const path = total([rounds[1]!, rounds[2]!]);
  const held = await oneNetwork(bench, stores[STORES]!.id, byPath(bench));
  const ratio = fn.perSecond / Math.max(1, path.perSecond);
  const ok = fn.lost + fn.countedTwice + path.lost + path.countedTwice === 0 && held === NETWORK_VOTES_PER_STORE;
  if (!ok) process.exitCode = 1;
  const row = (what: string, r: typeof fn) => ({
    engine: bench.engine,
    what,
    taps: VISITORS * 2,
    accepted: r.accepted,
    refused: r.refused,
    lost: r.lost,
    "counted twice": r.countedTwice,
    "accepted/s": r.perSecond,
    "p50 ms": r.p50,
    "p99 ms": r.p99,
  });
  return {
    rows: [row("function alone", fn), row("vote path", path)],
    path,
    ratio,
    held,
  };
}

const rows = [];
const lines: string[] = [];
for (const open of [() => embeddedBenchDb(), () => postgresBenchDb({}, 20)]) {
  const bench = await open();
  if (!bench) {
    console.log(POSTGRES_SKIPPED);
    recordFigure("accepted upvotes/s, PostgreSQL", "skipped", "set TEST_DATABASE_URL");
    continue;
  }
  try {
    const result = await run(bench);
    rows.push(...result.rows);
    const goal = bench.engine === "PostgreSQL" ? ">= 1,000/s, within 1.5x of the function, none lost" : "reported";
    recordFigure(
      `accepted upvotes/s, ${bench.engine}`,
      `${result.path.perSecond}/s (function alone ${result.ratio.toFixed(2)}x as fast), ${result.path.lost} lost, ${result.path.countedTwice} counted twice`,
      goal,
    );
    lines.push(
      `${bench.engine}: one network, ${ONE_NETWORK_DEVICES} devices, one store: ${result.held} accepted (limit ${NETWORK_VOTES_PER_STORE}).`,
    );
  } finally {
    await bench.close();
  }
}
console.log(
  `\nUpvotes: ${VISITORS} visitors on ${STORES} stores, ${IN_FLIGHT} at once, each with its own device and /24 network, each tapping twice at once`,
);
console.table(rows);
for (const line of lines) console.log(line);
console.log(
  process.exitCode
    ? "FAILED: a visitor was lost or counted twice, or one network passed its limit."
    : "Every visitor counted exactly once; one network held to its limit.",
);
