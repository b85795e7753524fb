import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { resetEnv } from "../platform/env.server.ts";
import { agreedSplit, renderShare, splitTowns } from "./render-share.server.ts";

describe("render workers' shares of the towns (ADR 051)", () => {
  afterEach(() => {
    delete process.env.RENDER_SHARD;
    delete process.env.ASTRO_OUT_DIR;
    resetEnv();
  });

  it("puts every town in exactly one share, with about equal stores in each", () => {
    const towns = Array.from({ length: 500 }, (_, i) => ({ id: i + 1, storeCount: (i * 37) % 90 }));
    towns.push({ id: 999, storeCount: 400 });
    const shares = splitTowns(towns, 3);
    expect(shares.flat().sort((a, b) => a - b)).toEqual(towns.map((t) => t.id).sort((a, b) => a - b));
    const storesOf = (ids: number[]) =>
      ids.reduce((sum, id) => sum + towns.find((t) => t.id === id)!.storeCount + 1, 0);
    const loads = shares.map(storesOf);
    expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(90);
  });

  it("gives towns without stores a share too (each has its own page)", () => {
    expect(
      splitTowns(
        [
          { id: 1, storeCount: 0 },
          { id: 2, storeCount: 0 },
        ],
        2,
      ),
    ).toEqual([[1], [2]]);
  });

  it("reads the worker's share from RENDER_SHARD, and none without it", () => {
    expect(renderShare()).toBeUndefined();
    process.env.RENDER_SHARD = "1/2";
    resetEnv();
    expect(renderShare()).toEqual({ index: 1, count: 2 });
  });

  it("makes every worker use the first published split, even when their own reads differ", async () => {
    process.env.ASTRO_OUT_DIR = join(mkdtempSync(join(tmpdir(), "shares-")), "site");
    resetEnv();
    const first = await agreedSplit(async () => [[1, 2], [3]]);
    // A store listed meanwhile moved town 2: the later worker still renders the agreed split.
    const second = await agreedSplit(async () => [[1], [2, 3]]);
    expect(first).toEqual([[1, 2], [3]]);
    expect(second).toEqual(first);
    expect(readdirSync(`${process.env.ASTRO_OUT_DIR}.keys`)).toEqual(["town-shares.json"]);
  });
});
