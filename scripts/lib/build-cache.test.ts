// The production build cache's fallbacks (ADR 047): a cache is used only whole and from the same
// code; a missing, changed or damaged one makes the build a full one, never a broken site.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  truncateSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { restoreCachedBuild, saveBuildToCache } from "./build-cache.ts";
import { fingerprintFile, keysDirOf } from "./previous-build.ts";
import { renderBundleDir } from "./render-bundle.ts";

const FINGERPRINT = "code-1";

describe("the production build cache", () => {
  let project: string;
  let cache: string;
  let out: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  };
  const cached = (path: string) => join(cache, path);
  const restore = (fingerprint = FINGERPRINT) => restoreCachedBuild(project, cache, fingerprint);

  beforeEach(() => {
    project = mkdtempSync(join(tmpdir(), "build-cache-"));
    cache = join(project, ".build-cache");
    out = join(project, "dist");
    // A finished build: pages, a client script, its keys and fingerprint, and the render bundle.
    write(join(out, "grocery-stores/x/a/index.html"), "<p>Store A</p>");
    write(join(out, "_astro/page.js"), "console.log(1)");
    write(join(keysDirOf(out), "pages/grocery-stores.json"), JSON.stringify({ "grocery-stores/x/a/index.html": "k" }));
    write(fingerprintFile(out), FINGERPRINT);
    const bundle = renderBundleDir(project);
    write(join(bundle, "prerender-entry.abc.mjs"), "export const app = {}");
    write(
      join(bundle, "render-bundle.json"),
      JSON.stringify({ fingerprint: FINGERPRINT, entry: "prerender-entry.abc.mjs" }),
    );
    saveBuildToCache(project, cache, out);
    // A fresh checkout: no output, no render bundle; only the restored cache folder.
    rmSync(out, { recursive: true });
    rmSync(join(project, ".astro"), { recursive: true });
  });
  afterEach(() => rmSync(project, { recursive: true, force: true }));

  it("gives back the whole previous build and puts its render bundle in the project", () => {
    expect(restore()).toEqual({ previousDir: cached("site") });
    expect(readFileSync(cached("site/grocery-stores/x/a/index.html"), "utf8")).toBe("<p>Store A</p>");
    expect(existsSync(keysDirOf(out))).toBe(false);
    const meta = JSON.parse(readFileSync(join(renderBundleDir(project), "render-bundle.json"), "utf8"));
    expect(meta.fingerprint).toBe(FINGERPRINT);
  });

  it("refuses a cache when the code fingerprint changed", () => {
    expect(restore("code-2")).toEqual({ reason: expect.stringMatching(/code changed/) });
  });

  it("refuses a missing cache", () => {
    rmSync(cache, { recursive: true });
    expect(restore()).toEqual({ reason: "no build cache" });
  });

  it("refuses a cache whose save was cut short (no fingerprint)", () => {
    unlinkSync(fingerprintFile(cached("site")));
    expect(restore()).toEqual({ reason: expect.stringMatching(/no finished/) });
  });

  it("refuses a truncated page keys file", () => {
    truncateSync(join(keysDirOf(cached("site")), "pages/grocery-stores.json"), 5);
    expect(restore()).toEqual({ reason: expect.stringMatching(/do not read back/) });
  });

  it("refuses a cache with a missing or truncated page", () => {
    truncateSync(cached("site/grocery-stores/x/a/index.html"), 3);
    expect(restore()).toEqual({ reason: expect.stringMatching(/index.html is missing or changed/) });
    unlinkSync(cached("site/grocery-stores/x/a/index.html"));
    expect(restore()).toEqual({ reason: expect.stringMatching(/index.html is missing or changed/) });
  });

  it("refuses a cache with a missing client script, list of files or render bundle file", () => {
    unlinkSync(cached("site/_astro/page.js"));
    expect(restore()).toEqual({ reason: expect.stringMatching(/_astro\/page.js is missing/) });
    unlinkSync(join(keysDirOf(cached("site")), "files.json"));
    expect(restore()).toEqual({ reason: expect.stringMatching(/list of files/) });
  });

  it("refuses a cache whose render bundle is missing", () => {
    unlinkSync(cached("render-bundle/prerender-entry.abc.mjs"));
    expect(restore()).toEqual({ reason: expect.stringMatching(/render-bundle\/prerender-entry.abc.mjs/) });
  });
});
