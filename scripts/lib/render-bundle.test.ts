import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { prerenderEntryOf } from "./render-bundle.ts";

describe("prerenderEntryOf", () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("takes this build's entry, not one a killed build left behind", () => {
    const dir = mkdtempSync(join(tmpdir(), "prerender-"));
    dirs.push(dir);
    const write = (name: string, secondsAgo: number) => {
      writeFileSync(join(dir, name), "");
      const at = new Date(Date.now() - secondsAgo * 1000);
      utimesSync(join(dir, name), at, at);
    };
    write("prerender-entry.AAAA.mjs", 600);
    write("prerender-entry.ZZZZ.mjs", 300);
    write("prerender-entry.MMMM.mjs", 1);
    write("other.mjs", 0);
    expect(prerenderEntryOf(dir)).toBe("prerender-entry.MMMM.mjs");
  });

  it("finds nothing in a folder without an entry", () => {
    const dir = mkdtempSync(join(tmpdir(), "prerender-"));
    dirs.push(dir);
    expect(prerenderEntryOf(dir)).toBeUndefined();
  });
});
