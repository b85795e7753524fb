// The local path's fallbacks (npm start, ADR 047): an earlier build is reused only when it finished,
// came from the same code and its page keys read back; anything else makes the next build a full one.
import { mkdirSync, mkdtempSync, rmSync, truncateSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fingerprintFile, keysDirOf, reusableBuild, unusableBecause } from "./previous-build.ts";

describe("reusableBuild (npm start)", () => {
  let builds: string;
  let latest: string;
  const keys = () => join(keysDirOf(latest), "pages", "grocery-stores.json");

  beforeEach(() => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    builds = mkdtempSync(join(tmpdir(), "builds-"));
    const older = join(builds, "site-100");
    latest = join(builds, "site-200");
    for (const dir of [older, latest]) {
      mkdirSync(join(keysDirOf(dir), "pages"), { recursive: true });
      mkdirSync(dir);
      writeFileSync(join(keysDirOf(dir), "pages", "grocery-stores.json"), JSON.stringify({ "a/index.html": "k1" }));
      writeFileSync(fingerprintFile(dir), "code-1");
    }
  });
  afterEach(() => rmSync(builds, { recursive: true, force: true }));

  it("reuses the newest build when it is whole and from the same code", () => {
    expect(reusableBuild(builds, "code-1")).toBe(latest);
  });

  it("builds in full when the code fingerprint changed", () => {
    expect(reusableBuild(builds, "code-2")).toBeUndefined();
    expect(unusableBecause(latest, "code-2")).toMatch(/code changed/);
  });

  it("builds in full when there is no earlier build", () => {
    rmSync(builds, { recursive: true });
    mkdirSync(builds);
    expect(reusableBuild(builds, "code-1")).toBeUndefined();
  });

  it("builds in full when the newest build never finished (no fingerprint), even if an older one did", () => {
    unlinkSync(fingerprintFile(latest));
    expect(reusableBuild(builds, "code-1")).toBeUndefined();
  });

  it("builds in full when a page keys file is truncated", () => {
    truncateSync(keys(), 10);
    expect(reusableBuild(builds, "code-1")).toBeUndefined();
    expect(unusableBecause(latest, "code-1")).toMatch(/grocery-stores.json do not read back/);
  });

  it("builds in full when the page keys or the build folder are missing", () => {
    rmSync(join(keysDirOf(latest), "pages"), { recursive: true });
    expect(unusableBecause(latest, "code-1")).toMatch(/no page keys/);
    rmSync(latest, { recursive: true });
    expect(unusableBecause(latest, "code-1")).toMatch(/folder is missing/);
  });
});
