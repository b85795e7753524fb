// The production build cache (ADR 047, 065): a few packed files that hold only what the next build
// reads, used only whole and from the same code; a missing, changed or damaged one makes the build
// a full one, never a broken site. A data-only rebuild adds a pack of only its new and changed files.
// The keyed pages stay packed until the render workers write the unchanged ones (ADR 070).
import {
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  unlinkSync,
  writeFileSync,
  writeSync,
  closeSync,
} from "node:fs";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { restoreCachedBuild, saveBuildToCache, writePagesFromCache } from "./build-cache.ts";
import { fingerprintFile, keysDirOf } from "./previous-build.ts";
import { renderBundleDir } from "./render-bundle.ts";

const FINGERPRINT = "code-1";
const STORE_A = "grocery-stores/x/a/index.html";
const STORE_B = "grocery-stores/y/b/index.html";
const STORE_C = "grocery-stores/z/c/index.html";
/** More stores in town t, so that one removed page leaves little dead weight. */
const TOWN_T = Array.from({ length: 20 }, (_, i) => `grocery-stores/t/s${i}/index.html`);

describe("the production build cache", () => {
  let project: string;
  let cache: string;
  let out: string;
  const write = (path: string, text: string | Buffer) => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  };
  const pack = (path = "") => join(cache, "pack", path);
  const site = (path = "") => join(cache, "site", path);
  const restore = (fingerprint = FINGERPRINT) => restoreCachedBuild(project, cache, fingerprint);
  const filesOf = (dir: string) =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
      .sort();
  /** What a fresh checkout holds: only the folder Netlify's cache carries. */
  const freshCheckout = () => {
    for (const dir of [out, keysDirOf(out), join(project, ".astro"), site(), keysDirOf(site())])
      rmSync(dir, { recursive: true, force: true });
  };
  const writeKeys = (keys: Record<string, string>) =>
    write(join(keysDirOf(out), "pages/grocery-stores.json"), JSON.stringify(keys));

  beforeEach(() => {
    project = mkdtempSync(join(tmpdir(), "build-cache-"));
    cache = join(project, ".build-cache");
    out = join(project, "dist");
    // A finished build: keyed pages, an unkeyed page, a client script, a public file, its keys and
    // fingerprint, and the render bundle.
    write(join(out, STORE_A), "<p>Store A</p>");
    write(join(out, STORE_B), "<p>Store B</p>");
    write(join(out, "index.html"), "<p>Home</p>");
    write(join(out, "_astro/page.js"), "console.log(1)");
    write(join(project, "public/robots.txt"), "User-agent: *");
    write(join(out, "robots.txt"), "User-agent: *");
    for (const path of TOWN_T) write(join(out, path), `<p>${path}</p>`);
    writeKeys({ [STORE_A]: "a1", [STORE_B]: "b1", ...Object.fromEntries(TOWN_T.map((path) => [path, "t1"])) });
    write(join(keysDirOf(out), "inline-script-hashes.json"), "{}");
    write(join(keysDirOf(out), "rebuild-phases.json"), "{}");
    write(fingerprintFile(out), FINGERPRINT);
    const bundle = renderBundleDir(project);
    write(join(bundle, "prerender-entry.abc.mjs"), "export const app = {}");
    write(
      join(bundle, "render-bundle.json"),
      JSON.stringify({ fingerprint: FINGERPRINT, entry: "prerender-entry.abc.mjs" }),
    );
    saveBuildToCache(project, cache, out);
    freshCheckout();
  });
  afterEach(() => rmSync(project, { recursive: true, force: true }));

  /** What the render workers of the next build write from the packs: the failed paths. */
  const writePages = (paths: string[]) => [...writePagesFromCache(cache, paths, out)].sort();

  it("is a few packed files, which unpack into what the next build reads", () => {
    expect(readdirSync(pack()).sort()).toEqual([
      "bundle.pack",
      "fingerprint",
      "index.json.zst",
      "keys.pack",
      "site-1.pack",
    ]);
    expect(restore()).toEqual({ previousDir: site() });
    // The client script and public file are unpacked; the keyed pages stay packed; the home page
    // renders again in every build: it is not carried.
    expect(filesOf(site())).toEqual(["_astro/page.js", "robots.txt"]);
    expect(writePages([STORE_A, STORE_B, ...TOWN_T])).toEqual([]);
    expect(filesOf(out)).toEqual([STORE_A, STORE_B, ...TOWN_T].sort());
    expect(readFileSync(join(out, STORE_A), "utf8")).toBe("<p>Store A</p>");
    // A page the packs do not hold is left to render; one already written counts as written.
    expect(writePages([STORE_A, STORE_C])).toEqual([STORE_C]);
    expect(filesOf(keysDirOf(site()))).toEqual([
      "fingerprint",
      "inline-script-hashes.json",
      "pages/grocery-stores.json",
    ]);
    expect(existsSync(keysDirOf(out))).toBe(false);
    const meta = JSON.parse(readFileSync(join(renderBundleDir(project), "render-bundle.json"), "utf8"));
    expect(meta.fingerprint).toBe(FINGERPRINT);
  });

  /**
   * A data-only rebuild from the restored cache: these pages unchanged (written from the packs, their
   * keys as before), the others rendered anew (new keys), the assets linked.
   */
  const rebuild = (previousDir: string, unchanged: string[], rendered: Record<string, string>) => {
    const keysThen = JSON.parse(readFileSync(join(keysDirOf(previousDir), "pages/grocery-stores.json"), "utf8"));
    expect(writePages(unchanged)).toEqual([]);
    for (const path of ["_astro/page.js", "robots.txt"]) {
      mkdirSync(dirname(join(out, path)), { recursive: true });
      linkSync(join(previousDir, path), join(out, path));
    }
    for (const [path, text] of Object.entries(rendered)) write(join(out, path), text);
    write(join(out, "index.html"), "<p>Home again</p>");
    writeKeys({
      ...Object.fromEntries(unchanged.map((path) => [path, keysThen[path]])),
      ...Object.fromEntries(Object.keys(rendered).map((path) => [path, "k2"])),
    });
    write(fingerprintFile(out), FINGERPRINT);
    saveBuildToCache(project, cache, out, { previousDir });
  };
  const sitePacks = () => readdirSync(pack()).filter((name) => name.startsWith("site-"));

  it("after a data-only rebuild, packs only its new and changed files and drops the removed ones", () => {
    const { previousDir } = restore() as { previousDir: string };
    // Store A and town t unchanged, B removed, C new.
    rebuild(previousDir, [STORE_A, ...TOWN_T], { [STORE_C]: "<p>Store C</p>" });
    // The first pack stays as it is; the second holds only store C.
    expect(sitePacks()).toEqual(["site-1.pack", "site-2.pack"]);
    expect(statSync(pack("site-2.pack")).size).toBeLessThan(statSync(pack("site-1.pack")).size);

    freshCheckout();
    expect(restore()).toEqual({ previousDir: site() });
    expect(writePages([STORE_A, STORE_B, STORE_C, ...TOWN_T])).toEqual([STORE_B]);
    expect(readFileSync(join(out, STORE_C), "utf8")).toBe("<p>Store C</p>");
    expect(readFileSync(join(out, STORE_A), "utf8")).toBe("<p>Store A</p>");
  });

  it("packs everything anew once dead entries weigh a quarter of the packs", () => {
    const { previousDir } = restore() as { previousDir: string };
    rebuild(previousDir, [STORE_A], { [STORE_B]: "<p>Store B, changed</p>" });
    expect(sitePacks()).toEqual(["site-2.pack"]);
    freshCheckout();
    restore();
    expect(writePages([STORE_A, STORE_B, ...TOWN_T])).toEqual(TOWN_T.sort());
    expect(readFileSync(join(out, STORE_B), "utf8")).toBe("<p>Store B, changed</p>");
  });

  it("writes pages from a cache of several frames, and leaves a damaged frame's pages to render", () => {
    // Four pages of 3 MB (random, so they do not compress): two frames of about 4 MB or more.
    const big = Array.from(
      { length: 4 },
      (_, i) => [`grocery-stores/big/s${i}/index.html`, randomBytes(3 << 20)] as const,
    );
    restore();
    for (const [path, bytes] of big) write(join(out, path), bytes);
    writeKeys(Object.fromEntries(big.map(([path]) => [path, "k"])));
    write(fingerprintFile(out), FINGERPRINT);
    saveBuildToCache(project, cache, out);
    freshCheckout();
    expect(restore()).toEqual({ previousDir: site() });
    const paths = big.map(([path]) => path);
    expect(writePages(paths)).toEqual([]);
    for (const [path, bytes] of big) expect(readFileSync(join(out, path)).equals(bytes)).toBe(true);

    // The last frame damaged: its pages are not written (the workers render them), the others are.
    const fd = openSync(pack("site-1.pack"), "r+");
    writeSync(fd, Buffer.alloc(8, 0x5a), 0, 8, statSync(pack("site-1.pack")).size - 100);
    closeSync(fd);
    freshCheckout();
    expect(restore()).toEqual({ previousDir: site() });
    const failed = writePages(paths);
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.length).toBeLessThan(paths.length);
    for (const path of failed) expect(existsSync(join(out, path))).toBe(false);
    for (const [path, bytes] of big.filter(([path]) => !failed.includes(path)))
      expect(readFileSync(join(out, path)).equals(bytes)).toBe(true);
  });

  it("refuses a cache when the code fingerprint changed", () => {
    expect(restore("code-2")).toEqual({ reason: expect.stringMatching(/code changed/) });
  });

  it("refuses a missing cache", () => {
    rmSync(cache, { recursive: true });
    expect(restore()).toEqual({ reason: "no build cache" });
  });

  it("refuses a cache whose save was cut short (no fingerprint)", () => {
    unlinkSync(pack("fingerprint"));
    expect(restore()).toEqual({ reason: expect.stringMatching(/no finished/) });
  });

  it("refuses a cache whose index is missing", () => {
    unlinkSync(pack("index.json.zst"));
    expect(restore()).toEqual({ reason: expect.stringMatching(/index does not read back/) });
  });

  it("refuses a cache with a truncated pack", () => {
    truncateSync(pack("site-1.pack"), 3);
    expect(restore()).toEqual({ reason: expect.stringMatching(/site-1.pack is missing or changed/) });
  });

  it("refuses a cache whose render bundle pack is missing", () => {
    unlinkSync(pack("bundle.pack"));
    expect(restore()).toEqual({ reason: expect.stringMatching(/bundle.pack is missing or changed/) });
  });

  it("refuses a pack whose bytes changed at the same size", () => {
    const size = statSync(pack("site-1.pack")).size;
    const fd = openSync(pack("site-1.pack"), "r+");
    writeSync(fd, Buffer.alloc(8, 0x5a), 0, 8, Math.floor(size / 2));
    closeSync(fd);
    expect(restore()).toEqual({ reason: expect.stringMatching(/does not unpack/) });
  });

  it("refuses page keys that do not read back", () => {
    restore();
    // A build whose keys file was cut short saves a cache that the next build refuses.
    write(join(out, STORE_A), "<p>Store A</p>");
    write(join(keysDirOf(out), "pages/grocery-stores.json"), '{"grocery-st');
    write(fingerprintFile(out), FINGERPRINT);
    saveBuildToCache(project, cache, out);
    freshCheckout();
    expect(restore()).toEqual({ reason: expect.stringMatching(/do not read back/) });
  });
});
