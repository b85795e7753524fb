import { describe, expect, it } from "vitest";
import { isStale, MAX_WAIT_MS, QUIET_PERIOD_MS, shouldRebuildNow } from "./rebuild-policy.ts";

const t0 = new Date("2026-11-22T10:00:00Z");
const after = (ms: number) => new Date(t0.getTime() + ms);

describe("rebuild policy", () => {
  it("is not stale before anything changed, or once a build started after the last change", () => {
    expect(isStale({ requestedAt: null, startedAt: null, finishedAt: null })).toBe(false);
    expect(isStale({ requestedAt: t0, startedAt: after(1), finishedAt: null })).toBe(false);
    expect(isStale({ requestedAt: after(1), startedAt: t0, finishedAt: after(2) })).toBe(true);
  });

  it("waits for a quiet period after the last change", () => {
    const state = { requestedAt: t0, startedAt: null, finishedAt: null };
    expect(shouldRebuildNow(state, after(QUIET_PERIOD_MS - 1), t0)).toBe(false);
    expect(shouldRebuildNow(state, after(QUIET_PERIOD_MS), t0)).toBe(true);
  });

  it("does not let a steady stream of changes postpone the build forever", () => {
    const now = after(MAX_WAIT_MS);
    const state = { requestedAt: new Date(now.getTime() - 100), startedAt: null, finishedAt: null };
    expect(shouldRebuildNow(state, now, t0)).toBe(true);
    expect(shouldRebuildNow(state, now, after(1))).toBe(false);
  });
});
