import { describe, expect, it } from "vitest";
import type { RebuildState } from "./rebuilds-queries.server.ts";
import {
  isStale,
  MAX_WAIT_MS,
  QUIET_PERIOD_MS,
  scheduledBuild,
  shouldRebuildNow,
  votesPending,
} from "./rebuild-policy.server.ts";

const t0 = new Date("2026-11-22T10:00:00Z");
const after = (ms: number) => new Date(t0.getTime() + ms);
const HOUR = 60 * 60 * 1000;
const state = (fields: Partial<RebuildState>): RebuildState => ({
  requestedAt: null,
  votesChangedAt: null,
  startedAt: null,
  finishedAt: null,
  ...fields,
});

describe("rebuild policy", () => {
  it("is not stale before anything changed, or once a build started after the last change", () => {
    expect(isStale(state({}))).toBe(false);
    expect(isStale(state({ requestedAt: t0, startedAt: after(1) }))).toBe(false);
    expect(isStale(state({ requestedAt: after(1), startedAt: t0, finishedAt: after(2) }))).toBe(true);
  });

  it("waits for a quiet period after the last change", () => {
    const stale = state({ requestedAt: t0 });
    expect(shouldRebuildNow(stale, after(QUIET_PERIOD_MS - 1), t0, 3 * HOUR)).toBe(false);
    expect(shouldRebuildNow(stale, after(QUIET_PERIOD_MS), t0, 3 * HOUR)).toBe(true);
  });

  it("does not let a steady stream of changes postpone the build forever", () => {
    const now = after(MAX_WAIT_MS);
    const stale = state({ requestedAt: new Date(now.getTime() - 100) });
    expect(shouldRebuildNow(stale, now, t0, 3 * HOUR)).toBe(true);
    expect(shouldRebuildNow(stale, now, after(1), 3 * HOUR)).toBe(false);
  });
});

describe("votes are not content", () => {
  const built = t0;
  const voted = state({ requestedAt: after(-HOUR), startedAt: built, votesChangedAt: after(1_000) });

  it("leaves the site fresh for content, with votes pending", () => {
    expect(isStale(voted)).toBe(false);
    expect(votesPending(voted)).toBe(true);
    expect(votesPending(state({ votesChangedAt: after(-1), startedAt: built }))).toBe(false);
  });

  it("builds for votes only once the last build is as old as the interval", () => {
    expect(scheduledBuild(voted, after(3 * HOUR - 1), 3 * HOUR)).toBeNull();
    expect(scheduledBuild(voted, after(3 * HOUR), 3 * HOUR)).toBe("votes");
    expect(scheduledBuild(voted, after(1_000), 0)).toBe("votes");
    // The watcher (npm start) follows the same rule, with no quiet period for votes.
    expect(shouldRebuildNow(voted, after(3 * HOUR - 1), null, 3 * HOUR)).toBe(false);
    expect(shouldRebuildNow(voted, after(3 * HOUR), null, 3 * HOUR)).toBe(true);
  });

  it("builds for content at once, and never for votes a build already read", () => {
    expect(scheduledBuild({ ...voted, requestedAt: after(2_000) }, after(3_000), 3 * HOUR)).toBe("content");
    expect(scheduledBuild({ ...voted, startedAt: after(2_000) }, after(4 * HOUR), 3 * HOUR)).toBeNull();
    // No build recorded yet: the last build's age is unknown, so the votes are built.
    expect(scheduledBuild(state({ votesChangedAt: t0 }), after(1), 3 * HOUR)).toBe("votes");
  });
});
