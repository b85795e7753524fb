import { describe, expect, it } from "vitest";
import type { ExpansionRun } from "../expansion-queries.server.ts";
import { isOrphaned, parseRunRequest } from "./start-run.server.ts";

describe("parseRunRequest", () => {
  it("takes the spec's choices, 10 when none is given", () => {
    expect([5, 10, 25, 50].map((n) => parseRunRequest({ areasToProcess: n }))).toEqual([5, 10, 25, 50]);
    expect(parseRunRequest({})).toBe(10);
  });

  it.each([
    [{ areasToProcess: 0 }],
    [{ areasToProcess: "25" }],
    [{ areasToProcess: null }],
    [{ other: 1 }],
    [null],
    [[10]],
  ])("refuses %j with a 400", (body) => {
    expect(() => parseRunRequest(body)).toThrow(expect.objectContaining({ status: 400 }));
  });
});

describe("isOrphaned", () => {
  const now = new Date("2026-11-23T12:00:00Z");
  const run = (over: Partial<ExpansionRun>) =>
    ({ status: "running", leaseUntil: null, startedAt: new Date(now.getTime() - 5_000), ...over }) as ExpansionRun;

  it("is a running run whose worker's lease ran out, or that no worker took within a minute", () => {
    expect(isOrphaned(run({ leaseUntil: new Date(now.getTime() - 1) }), now)).toBe(true);
    expect(isOrphaned(run({ leaseUntil: new Date(now.getTime() + 60_000) }), now)).toBe(false);
    expect(isOrphaned(run({}), now)).toBe(false);
    expect(isOrphaned(run({ startedAt: new Date(now.getTime() - 61_000) }), now)).toBe(true);
    expect(isOrphaned(run({ status: "failed", leaseUntil: new Date(0) }), now)).toBe(false);
  });
});
