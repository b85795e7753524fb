import { describe, expect, it } from "vitest";
import { backoffDelay } from "./overpass-client.server.ts";

describe("backoffDelay", () => {
  it("doubles after every 429 or 504", () => {
    expect([1, 2, 3].map((attempt) => backoffDelay(attempt, 15_000, null))).toEqual([15_000, 30_000, 60_000]);
  });

  it("waits at least as long as Retry-After asks, and never more than five minutes", () => {
    expect(backoffDelay(1, 15_000, "40")).toBe(40_000);
    expect(backoffDelay(1, 15_000, "2")).toBe(15_000);
    expect(backoffDelay(1, 15_000, "3600")).toBe(300_000);
    expect(backoffDelay(1, 15_000, "Wed, 21 Oct 2026 07:28:00 GMT")).toBe(15_000);
  });
});
