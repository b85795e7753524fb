// npm run bench -- digest: 10,000 weekly digests composed and written to the outbox (issue #29: under
// 60 s on this machine), by the product's own run (src/newsletter/digest/run.server.ts: claim row,
// per-area digest rendered once, per-subscriber links, .eml built by src/platform/mime.server.ts, outcome
// row), on the embedded database as npm start runs it. Every subscriber's town has a current circular, so none is
// skipped as empty. Also prints one digest's size (HTML and text parts, whole message).
//   PostgreSQL needs TEST_DATABASE_URL (skipped with a note otherwise).
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { circulars, cities, groceryStores, newsletterSubscribers } from "../db/schema.ts";
import { hasActiveBoost } from "../src/boosts/active-boost-queries.server.ts";
import { resetEnv } from "../src/platform/env.server.ts";
import { runWeeklyDigest } from "../src/newsletter/digest/run.server.ts";
import { recordFigure } from "./lib/summary.ts";
import { embeddedBenchDb, postgresBenchDb, POSTGRES_SKIPPED, type BenchDb } from "./lib/bench-databases.ts";

const SUBSCRIBERS = 10_000;
const GOAL_SECONDS = 60;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function prepare(bench: BenchDb) {
  const boosted = await bench.db
    .select({ id: groceryStores.id, cityId: groceryStores.cityId })
    .from(groceryStores)
    .where(hasActiveBoost);
  // One current circular per boosted store, as owners upload them (the thumbnail is a stored PNG).
  for (const store of boosted) {
    await bench.db.insert(circulars).values({
      groceryStoreId: store.id,
      originalFilename: "this-week.pdf",
      originalFileSize: 250_000,
      pageCount: 4,
      blobKey: `${store.id}/this-week.pdf`,
      thumbnailKey: `${store.id}/this-week.png`,
      startDate: day(-1),
      endDate: day(5),
      status: "active",
    });
  }
  const towns = [...new Set(boosted.map((s) => s.cityId))];
  const states = (
    await bench.db.selectDistinct({ state: cities.state }).from(cities).where(inArray(cities.id, towns))
  ).map((r) => r.state);
  // Nine in ten subscribe to a town, one in ten to a whole state.
  const rows = Array.from({ length: SUBSCRIBERS }, (_, i) => ({
    email: `reader-${i}@example.com`,
    status: "confirmed",
    confirmedAt: new Date(),
    ...(i % 10 === 9 ? { state: states[i % states.length]! } : { cityId: towns[i % towns.length]! }),
  }));
  for (let i = 0; i < rows.length; i += 1000) {
    await bench.db.insert(newsletterSubscribers).values(rows.slice(i, i + 1000));
  }
  return { towns: towns.length, states: states.length };
}

function outboxSizes(dir: string) {
  const files = readdirSync(dir).filter((f) => f.endsWith(".eml"));
  const bytes = files.map((f) => statSync(join(dir, f)).size);
  return { files: files.length, averageBytes: Math.round(bytes.reduce((a, b) => a + b, 0) / files.length) };
}

async function run(bench: BenchDb) {
  const outbox = mkdtempSync(join(tmpdir(), "grocers-bench-outbox-"));
  process.env.MAIL_OUTBOX_DIR = outbox;
  resetEnv();
  try {
    const { towns, states } = await prepare(bench);
    const started = performance.now();
    const result = await runWeeklyDigest(bench.db);
    const seconds = (performance.now() - started) / 1000;
    const { files, averageBytes } = outboxSizes(outbox);
    const sends = await bench.db
      .select({ n: sql<number>`count(*)::int` })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.status, "confirmed"));
    if (result.sent !== SUBSCRIBERS || files !== SUBSCRIBERS) process.exitCode = 1;
    return {
      engine: bench.engine,
      subscribers: sends[0]!.n,
      areas: `${towns} towns, ${states} states`,
      sent: result.sent,
      skipped: result.skipped,
      "outbox files": files,
      seconds: Number(seconds.toFixed(1)),
      "digests/s": Math.round(result.sent / seconds),
      "avg .eml bytes": averageBytes,
      sample: join(
        outbox,
        readdirSync(outbox).find((f) => f.endsWith(".eml"))!,
      ),
      outbox,
    };
  } finally {
    delete process.env.MAIL_OUTBOX_DIR;
    resetEnv();
  }
}

/** One message's parts, decoded: the figures the closing note asks for. */
function partSizes(file: string) {
  const written = readFileSync(file, "utf8");
  const source = written.replace(/\r\n/g, "\n");
  const part = (type: string) => {
    const match = new RegExp(`Content-Type: text/${type}[^\\n]*\\n(?:[^\\n]+\\n)*\\n([\\s\\S]*?)\\n--`, "i").exec(
      source,
    );
    const body = (match?.[1] ?? "")
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.byteLength(body, "latin1");
  };
  return { html: part("html"), text: part("plain"), message: Buffer.byteLength(written) };
}

const results = [];
for (const open of [() => embeddedBenchDb(), () => postgresBenchDb()]) {
  const bench = await open();
  if (!bench) {
    console.log(POSTGRES_SKIPPED);
    continue;
  }
  try {
    const result = await run(bench);
    const sizes = partSizes(result.sample);
    console.log(
      `${bench.engine}: one digest (${result.sample}): HTML part ${sizes.html} bytes, text part ${sizes.text} bytes, whole message ${sizes.message} bytes`,
    );
    rmSync(result.outbox, { recursive: true, force: true });
    const { sample: _sample, outbox: _outbox, ...row } = result;
    results.push(row);
    recordFigure(
      `10,000 digests composed + written to the outbox (${bench.engine})`,
      `${row.seconds} s`,
      `< ${GOAL_SECONDS} s (issue #29)`,
    );
  } finally {
    await bench.close();
  }
}
console.table(results);
