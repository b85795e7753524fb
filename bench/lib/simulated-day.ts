// A day of writes replayed through the production rebuild rule (ADR 042): the scheduled check runs
// every `checkPeriodS` seconds and asks rebuild-policy.ts's scheduledBuild, the same function
// functions/rebuild-stale-site.ts uses, whether to build. Pure: no database, no build; seconds in.
import type { RebuildState } from "../../src/site/rebuilds-queries.server.ts";
import { scheduledBuild } from "../../src/site/rebuild-policy.server.ts";

const DAY_S = 24 * 60 * 60;

export interface DayInput {
  /** Seconds after midnight of each content change (listing, edit, boost, circular, claim). */
  contentChanges: number[];
  /** A vote arrives every this many seconds, all day. */
  voteEveryS: number;
  checkPeriodS: number;
  voteIntervalMs: number;
  /** Seconds one build takes from the hook's call until its deploy is live. */
  buildS: number;
}

export interface DayResult {
  builds: { forced: number; content: number; votes: number };
  buildMinutes: number;
  /** Seconds from each content change until a build that read it is live. */
  contentWaitsS: number[];
}

/**
 * Midnight starts with the nightly build (rebuild-nightly.ts, "@daily"). Each check that decides to
 * build marks the build started at once, as triggerBuildHook does; Netlify runs builds one at a
 * time, so a build waits for the one before it. A change counts as live when the first build
 * triggered after it is deployed (an earlier build that started late may already hold it: this is
 * the upper bound).
 */
export function simulateDay(input: DayInput): DayResult {
  const changes = [...input.contentChanges].sort((a, b) => a - b);
  const at = (s: number) => new Date(s * 1000);
  const state: RebuildState = { requestedAt: null, votesChangedAt: null, startedAt: at(0), finishedAt: null };
  const builds = { forced: 1, content: 0, votes: 0 };
  let busyUntil = input.buildS; // the nightly build
  const triggers: Array<{ at: number; liveAt: number }> = [{ at: 0, liveAt: busyUntil }];
  let next = 0;

  for (let s = 1; s < DAY_S; s++) {
    while (next < changes.length && changes[next]! <= s) {
      state.requestedAt = at(s); // mark_site_stale: the newest change
      next++;
    }
    // cast_upvote's note: the first vote after a build started (migration 0020).
    if (s % input.voteEveryS === 0 && (!state.votesChangedAt || state.votesChangedAt <= state.startedAt!)) {
      state.votesChangedAt = at(s);
    }
    if (s % input.checkPeriodS !== 0) continue;
    const reason = scheduledBuild(state, at(s), input.voteIntervalMs);
    if (!reason) continue;
    builds[reason]++;
    state.startedAt = at(s);
    busyUntil = Math.max(busyUntil, s) + input.buildS;
    triggers.push({ at: s, liveAt: busyUntil });
  }

  const contentWaitsS = changes.map((change) => {
    const build = triggers.find((trigger) => trigger.at >= change);
    // A change after the day's last check is built by tomorrow's nightly build, at midnight.
    return (build ? build.liveAt : DAY_S + input.buildS) - change;
  });
  const total = builds.forced + builds.content + builds.votes;
  return { builds, buildMinutes: (total * input.buildS) / 60, contentWaitsS };
}

/** `count` moments spread over the day by the seeded generator, in whole seconds. */
export function spreadOverTheDay(count: number, random: () => number): number[] {
  return Array.from({ length: count }, () => Math.floor(random() * DAY_S));
}
