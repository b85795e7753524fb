// npm run bench -- load: the product under load, as `npm start` serves it (warm functions, embedded
// database over the wire), with autocannon on 127.0.0.1 only, bounded in requests and time.
//   1. Read latency (p50/p99) and requests/s of three API reads beside a static page.
//   2. Votes from many devices at once: after each run, every store's upvoteCount must have risen
//      by exactly the number of 2xx answers (no lost or double-counted votes); a mismatch fails.
//
// Networks: the product takes the client's network from the socket address (context.ip, as Netlify
// does) and ignores X-Forwarded-For whenever that is set, so a header cannot fake one. To be many
// networks, each autocannon client connects from its own loopback address instead: Linux routes
// all of 127.0.0.0/8 to the loopback interface.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import { dirname, join } from "node:path";
import { connect } from "../db/client.ts";
import { getRebuildState } from "../src/site/rebuilds-queries.server.ts";
import { spawnProduct } from "../scripts/lib/spawn-product.ts";
import { isStale } from "../src/site/rebuild-policy.server.ts";
import { DEVICE_COOKIE, newDeviceId } from "../src/votes/device.server.ts";
import { NETWORK_VOTES_PER_STORE } from "../src/votes/vote-limits.server.ts";

// autocannon ships no types: the little used here, typed by hand.
interface Request {
  method?: string;
  path: string;
  headers?: Record<string, string>;
}
interface Client {
  setRequests(requests: Request[]): void;
  localAddress?: string;
}
interface Result {
  latency: { p50: number; p99: number };
  requests: { average: number; total: number };
  duration: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}
interface Instance extends PromiseLike<Result> {
  stop(): void;
}
type Options = Record<string, unknown> & { url: string };

const require = createRequire(import.meta.url);
const autocannon = require("autocannon") as (options: Options) => Instance;
const HttpClient = require("autocannon/lib/httpClient.js") as { prototype: { _connect(this: Client): void } };

const READ_SECONDS = 10;
const READ_CONNECTIONS = 10;
const VOTE_CONNECTIONS = 200;
const VOTES_PER_CLIENT = 10;
const RUN_LIMIT_MS = 180_000;

/** Makes each autocannon client connect from `client.localAddress`, when it has one. */
function connectFromClientAddresses() {
  const plainConnect = net.connect;
  let pending: string | undefined;
  net.connect = ((...args: unknown[]) => {
    const localAddress = pending;
    pending = undefined;
    if (localAddress && typeof args[0] === "number") {
      return plainConnect({ port: args[0], host: args[1] as string, localAddress });
    }
    return (plainConnect as (...a: unknown[]) => net.Socket)(...args);
  }) as typeof net.connect;
  const clientConnect = HttpClient.prototype._connect;
  HttpClient.prototype._connect = function () {
    pending = this.localAddress;
    clientConnect.call(this);
  };
}

async function run(options: Options): Promise<Result> {
  const instance = autocannon({ timeout: 30, ...options });
  const guard = setTimeout(() => instance.stop(), RUN_LIMIT_MS);
  try {
    return await instance;
  } finally {
    clearTimeout(guard);
  }
}

const statusCount = (result: Result, prefix: string) =>
  Object.entries(result.statusCodeStats)
    .filter(([code]) => code.startsWith(prefix))
    .reduce((sum, [, stats]) => sum + stats.count, 0);

const product = await spawnProduct();
// The product's own pid, from the embedded database's lock file (see stopProduct).
const productPid = (
  JSON.parse(readFileSync(join(dirname(product.outboxDir), "embedded-db.json"), "utf8")) as { pid: number }
).pid;
const { db, close } = await connect(product.databaseUrl);
connectFromClientAddresses();

async function json<T>(path: string): Promise<T> {
  const response = await fetch(product.url + path);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** A rebuild in progress (votes start one once the vote interval passed, ADR 042) must not slow the next run. */
async function waitForQuietSite() {
  for (let waited = 0; waited < 300_000; waited += 1000) {
    const state = await getRebuildState(db);
    const building = state.startedAt && (!state.finishedAt || state.finishedAt < state.startedAt);
    if (!isStale(state) && !building) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function someStores(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (const town of await json<Array<{ slug: string }>>("/api/cities")) {
    for (const store of await json<Array<{ id: string }>>(`/api/cities/${town.slug}/grocery-stores`))
      ids.push(store.id);
    if (ids.length >= count) return ids.slice(0, count);
  }
  throw new Error(`the sample data has fewer than ${count} stores`);
}

const liveCount = async (id: string) => (await json<{ upvoteCount: number }>(`/api/grocery-stores/${id}`)).upvoteCount;

interface VoteRun {
  name: string;
  stores: string[];
  /** The requests client `i` sends, in order, and the loopback address it sends them from. */
  clientPlan: (i: number) => { address?: string; requests: Request[] };
  expected: number;
}

async function voteRun({ name, stores, clientPlan, expected }: VoteRun) {
  const before = await Promise.all(stores.map(liveCount));
  let next = 0;
  const result = await run({
    url: product.url,
    connections: VOTE_CONNECTIONS,
    amount: VOTE_CONNECTIONS * VOTES_PER_CLIENT,
    setupClient: (client: Client) => {
      const plan = clientPlan(next++);
      client.localAddress = plan.address;
      client.setRequests(plan.requests);
    },
  });
  const after = await Promise.all(stores.map(liveCount));
  const rise = after.reduce((sum, n, i) => sum + n - before[i]!, 0);
  const counted = statusCount(result, "2");
  if (rise !== counted) process.exitCode = 1;
  await waitForQuietSite();
  return {
    run: name,
    requests: result.requests.total,
    "2xx": counted,
    "429": statusCount(result, "429"),
    "other/errors": statusCount(result, "") - counted - statusCount(result, "429") + result.errors,
    expected,
    "count rise": rise,
    "lost or extra": rise - counted,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
  };
}

try {
  const [readStoreId] = await someStores(1);
  const reads = [
    ["GET /api/cities/mankato-mn", "/api/cities/mankato-mn"],
    ["GET /api/search?q=mankato", "/api/search?q=mankato"],
    ["GET /api/grocery-stores/{id}", `/api/grocery-stores/${readStoreId}`],
    ["static /cities/mankato-mn/", "/cities/mankato-mn/"],
  ] as const;
  const readRows = [];
  for (const [label, path] of reads) {
    const result = await run({ url: product.url + path, connections: READ_CONNECTIONS, duration: READ_SECONDS });
    readRows.push({
      target: label,
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      "2xx": statusCount(result, "2"),
      "non-2xx/errors": statusCount(result, "") - statusCount(result, "2") + result.errors,
    });
  }
  console.log(`\nReads: ${READ_CONNECTIONS} connections, ${READ_SECONDS} s each`);
  console.table(readRows);

  const [oneStore, cappedStore, ...spread] = await someStores(2 + VOTES_PER_CLIENT);
  const vote = (storeId: string, device: string): Request => ({
    method: "POST",
    path: `/api/grocery-stores/${storeId}/upvote`,
    // A write must say it comes from the site (src/platform/same-site.server.ts).
    headers: { cookie: `${DEVICE_COOKIE}=${device}`, origin: product.url },
  });
  const ownAddress = (i: number) => `127.77.${Math.floor(i / 250)}.${(i % 250) + 1}`;
  const voteRows = [
    await voteRun({
      name: "200 devices on 200 networks, 1 store, 10 tries each",
      stores: [oneStore!],
      clientPlan: (i) => {
        const device = newDeviceId();
        return { address: ownAddress(i), requests: [vote(oneStore!, device)] };
      },
      expected: VOTE_CONNECTIONS,
    }),
    await voteRun({
      name: "200 devices on 1 network, 1 store, 10 tries each",
      stores: [cappedStore!],
      clientPlan: () => ({ requests: [vote(cappedStore!, newDeviceId())] }),
      expected: NETWORK_VOTES_PER_STORE,
    }),
    await voteRun({
      name: "2,000 devices on 200 networks, 10 stores, 1 vote each",
      stores: spread,
      clientPlan: (i) => ({ address: ownAddress(i), requests: spread.map((id) => vote(id, newDeviceId())) }),
      expected: VOTE_CONNECTIONS * VOTES_PER_CLIENT,
    }),
  ];
  console.log(
    `\nVotes: ${VOTE_CONNECTIONS} connections at once, ${VOTE_CONNECTIONS * VOTES_PER_CLIENT} requests per run`,
  );
  console.table(voteRows);
  console.log(
    process.exitCode
      ? "FAILED: a store's count did not rise by exactly the number of accepted votes."
      : "Every store's count rose by exactly the number of accepted (2xx) votes.",
  );
} finally {
  await close();
  await stopProduct();
}

/**
 * Under this load the embedded database server can leave a query unanswered (see the report of
 * this benchmark), and the product then waits for it forever on shutdown: stop it for sure.
 */
async function stopProduct() {
  const timer = setTimeout(() => {
    console.warn("The product did not stop within 30 s; killing it.");
    try {
      process.kill(productPid, "SIGKILL");
    } catch {
      // already gone
    }
  }, 30_000);
  await product.stop();
  clearTimeout(timer);
}
