// npm run bench -- day: a simulated day at 40,000 stores replayed through the production rebuild
// rule (ADR 042): a vote every second, and 50 new listings, 20 owner edits, 10 boosts, 30 circulars
// and 5 claims at seeded moments spread over the day. The scheduled check runs on
// functions/rebuild-stale-site.ts's own schedule and decides with its own function (scheduledBuild);
// the vote interval is VOTE_REBUILD_INTERVAL_MINUTES as the product reads it. Pure computation:
// it runs in about a second and builds nothing.
//
// Build times are inputs, in seconds from the hook's call to a live deploy:
//   --full-seconds=N         default 129: a full build at 40,000 stores, interpolated linearly
//                            between ADR 029's measured 53.7 s at 15,000 stores (52.9 and 54.5 s)
//                            and 310.6 s at 100,000 (its stop-21 amendment, the current settings).
//   --incremental-seconds=N  default 36: ADR 027's data-only rebuild and swap, 13.5 s at 15,000
//                            stores, scaled to 40,000 (its time is mostly linking every unchanged
//                            page, which grows with the store count).
//   --overhead-seconds=N     default 0: Netlify's own start and deploy per build, not measured
//                            here; pass a figure to include it.
//   --seed=N                 default 30: the moments of the content changes.
import { z } from "zod";
import { makeRng } from "../db/seed/random.ts";
import { config as staleSiteCheck } from "../functions/rebuild-stale-site.ts";
import { voteRebuildIntervalMs } from "../src/site/rebuild-policy.server.ts";
import { everyNMinutes } from "./lib/cron-period.ts";
import { simulateDay, spreadOverTheDay, type DayResult } from "./lib/simulated-day.ts";
import { recordFigure } from "./lib/summary.ts";

const STORES = 40_000;
const CONTENT_PER_DAY = { "new listings": 50, "owner edits": 20, boosts: 10, circulars: 30, claims: 5 };
const GOAL_BUILD_MINUTES = 60;
const GOAL_WAIT_MINUTES = 10;

const seconds = z.coerce.number().min(0).max(3_600);
const flagsSchema = z.object({
  "full-seconds": seconds.default(129),
  "incremental-seconds": seconds.default(36),
  "overhead-seconds": seconds.default(0),
  seed: z.coerce.number().int().min(0).default(30),
});

/** --name=value flags this bench knows; run.ts hands every bench all flags, so others are ignored. */
function readFlags(argv: string[]) {
  const known = Object.keys(flagsSchema.shape);
  const given = Object.fromEntries(
    argv
      .map((arg) => /^--([a-z-]+)=(.*)$/.exec(arg))
      .filter((match): match is RegExpExecArray => match !== null && known.includes(match[1]!))
      .map((match) => [match[1], match[2]]),
  );
  const parsed = flagsSchema.safeParse(given);
  if (!parsed.success)
    throw new Error(`bench day: ${parsed.error.issues.map((i) => `--${i.path.join(".")}: ${i.message}`).join("; ")}`);
  return parsed.data;
}

const flags = readFlags(process.argv.slice(2));
const checkPeriodMinutes = everyNMinutes(staleSiteCheck.schedule);
const rng = makeRng(flags.seed, "simulated-day");
const contentChanges = Object.values(CONTENT_PER_DAY).flatMap((count) => spreadOverTheDay(count, rng));
const voteInterval = voteRebuildIntervalMs();

const policies = [
  { name: "before ADR 042: votes are content", voteIntervalMs: 0 },
  { name: `votes every ${voteInterval / 60_000} min (configured)`, voteIntervalMs: voteInterval },
];
const builds = [
  { name: "full", buildS: flags["full-seconds"] + flags["overhead-seconds"] },
  { name: "incremental", buildS: flags["incremental-seconds"] + flags["overhead-seconds"] },
];

const minutes = (s: number) => (s / 60).toFixed(1);
const rows: Array<{ policy: string; build: string; result: DayResult }> = [];
for (const policy of policies) {
  for (const build of builds) {
    const result = simulateDay({
      contentChanges,
      voteEveryS: 1,
      checkPeriodS: checkPeriodMinutes * 60,
      voteIntervalMs: policy.voteIntervalMs,
      buildS: build.buildS,
    });
    rows.push({ policy: policy.name, build: build.name, result });
  }
}

console.log(
  `A day at ${STORES.toLocaleString("en-US")} stores: a vote every second, ${contentChanges.length} content changes ` +
    `(${Object.entries(CONTENT_PER_DAY)
      .map(([kind, count]) => `${count} ${kind}`)
      .join(", ")}; seed ${flags.seed}); check every ${checkPeriodMinutes} min ` +
    `(functions/rebuild-stale-site.ts); builds ${flags["full-seconds"]} s full, ${flags["incremental-seconds"]} s incremental, ` +
    `+ ${flags["overhead-seconds"]} s Netlify start and deploy each${flags["overhead-seconds"] ? "" : " (not measured: --overhead-seconds)"}.`,
);
console.table(
  rows.map(({ policy, build, result }) => {
    const longest = Math.max(...result.contentWaitsS);
    const mean = result.contentWaitsS.reduce((sum, s) => sum + s, 0) / result.contentWaitsS.length;
    const total = result.builds.forced + result.builds.content + result.builds.votes;
    return {
      policy,
      "every build": build,
      "builds/day": total,
      "for content": result.builds.content,
      "for votes": result.builds.votes,
      nightly: result.builds.forced,
      "build min/day": minutes(result.buildMinutes * 60),
      "longest content wait (min)": minutes(longest),
      "mean content wait (min)": minutes(mean),
      "goals met": result.buildMinutes <= GOAL_BUILD_MINUTES && longest <= GOAL_WAIT_MINUTES * 60 ? "yes" : "no",
    };
  }),
);
console.log(
  `Goals: <= ${GOAL_BUILD_MINUTES} build minutes a day; no content change waits more than ${GOAL_WAIT_MINUTES} minutes.`,
);

for (const { build, result } of rows.filter((row) => row.policy === policies[1]!.name)) {
  const total = result.builds.forced + result.builds.content + result.builds.votes;
  recordFigure(
    `simulated day at 40,000 stores, ${build} builds`,
    `${total} builds, ${minutes(result.buildMinutes * 60)} build min, longest wait ${minutes(Math.max(...result.contentWaitsS))} min`,
    `<= ${GOAL_BUILD_MINUTES} build min, wait <= ${GOAL_WAIT_MINUTES} min`,
  );
}
