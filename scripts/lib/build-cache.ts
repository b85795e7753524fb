// The production build's cache (ADR 047, ADR 065): what one Netlify build leaves for the next, so
// the next renders only new or changed pages. Netlify's build cache carries one folder between
// builds, `pack/` (netlify/plugins/incremental-build-cache restores it before the build command and
// saves it after); this module only reads and writes folders, so it runs and is tested without
// Netlify. The folder holds few, big files, and only what the next build reads:
//
//   pack/site-<n>.pack      the keyed pages, client scripts and public files, in zstd frames of
//                           about 4 MB each; a data-only rebuild adds one small pack of its new and
//                           changed files, a full build (or too much dead weight) writes one anew
//   pack/keys.pack          the page keys, inline-script hashes and code fingerprint (ADR 025, 027)
//   pack/bundle.pack        the render bundle its code made (ADR 027)
//   pack/index.json.zst     which file is where: pack, frame, size, and which entries are dead
//   pack/fingerprint        its code fingerprint, written last: no fingerprint, no cache
//
// Beside it, never carried: `site/` and `site.keys/`, the previous build unpacked, from which the
// render workers hard-link the unchanged pages (src/site/reuse-pages.server.ts).
//
// A cache is used only whole: same code fingerprint, an index that reads back, every pack at its
// listed size, every frame that decompresses to its listed sizes (zstd checks each frame's
// checksum), page keys that read back and a render bundle from the same code. Anything else is a
// full build.
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { dirname, isAbsolute, join, normalize, relative } from "node:path";
import { constants, zstdCompressSync, zstdDecompressSync } from "node:zlib";
import { fingerprintFile, keysDirOf, unusableBecause } from "./previous-build.ts";
import { readRenderBundle, renderBundleDir } from "./render-bundle.ts";

/** The cache folder in the project; the build plugin carries its `pack/` (netlify/plugins/.../index.js). */
export const DEFAULT_CACHE_DIR = ".build-cache";
/** The part of the cache folder that Netlify's cache carries, relative to the cache folder. */
export const CARRIED_DIR = "pack";

const packDir = (cacheDir: string) => join(cacheDir, CARRIED_DIR);
const siteDir = (cacheDir: string) => join(cacheDir, "site");
const indexFile = (cacheDir: string) => join(packDir(cacheDir), "index.json.zst");
const cacheFingerprint = (cacheDir: string) => join(packDir(cacheDir), "fingerprint");

/** Raw bytes per zstd frame: big enough to compress the pages' shared markup, small enough to hold in memory. */
const FRAME_BYTES = 4 * 1024 * 1024;
/** zstd's default level: at 100,000 stores, 2.8 GB of pages make about 70 MB. */
const ZSTD_LEVEL = 3;
/** A data-only rebuild rewrites the site packs once dead entries weigh this share of all, or packs pile up. */
const MAX_DEAD_SHARE = 0.25;
const MAX_SITE_PACKS = 24;

/** Some files, in order, compressed together in one frame of a pack file. */
interface Frame {
  pack: string;
  offset: number;
  length: number;
  /** Each file's path (relative to the folder it unpacks into) and size. */
  files: Array<[string, number]>;
  /** Indexes in `files` of entries a later build replaced or dropped: decompressed, never written. */
  dead?: number[];
}

interface CacheIndex {
  version: 2;
  /** Each pack file's size in bytes. */
  packs: Record<string, number>;
  site: Frame[];
  keys: Frame[];
  bundle: Frame[];
  /** The render bundle's code fingerprint. */
  bundleFingerprint: string;
}

function readIndex(cacheDir: string): CacheIndex | undefined {
  try {
    const index = JSON.parse(zstdDecompressSync(readFileSync(indexFile(cacheDir))).toString("utf8")) as CacheIndex;
    return index.version === 2 && index.packs && index.site && index.keys && index.bundle ? index : undefined;
  } catch {
    return undefined;
  }
}

function damagedPack(cacheDir: string, index: CacheIndex): string | undefined {
  for (const [name, size] of Object.entries(index.packs)) {
    const info = statSync(join(packDir(cacheDir), name), { throwIfNoEntry: false });
    if (!info?.isFile() || info.size !== size) return `${CARRIED_DIR}/${name} is missing or changed`;
  }
  return undefined;
}

/** A path from the index, checked to stay inside the folder it unpacks into. */
function inside(dir: string, path: string): string {
  if (isAbsolute(path) || normalize(path) !== path || path.startsWith("..")) throw new Error(`bad path ${path}`);
  return join(dir, path);
}

/**
 * Writes the live files of these frames under `dir`, frame by frame. Throws if a pack cannot be
 * read or a frame does not decompress (zstd's checksum) to exactly its files' sizes.
 */
function unpack(cacheDir: string, frames: Frame[], dir: string): void {
  const made = new Set<string>();
  const fds = new Map<string, number>();
  try {
    for (const frame of frames) {
      let fd = fds.get(frame.pack);
      if (fd === undefined) fds.set(frame.pack, (fd = openSync(inside(packDir(cacheDir), frame.pack), "r")));
      const packed = Buffer.allocUnsafe(frame.length);
      if (readSync(fd, packed, 0, frame.length, frame.offset) !== frame.length)
        throw new Error(`${frame.pack} ends early`);
      const listed = frame.files.reduce((sum, [, size]) => sum + size, 0);
      // Output in one piece: in Node's default 16 KB pieces, decompressing took twice as long.
      const raw = zstdDecompressSync(packed, { chunkSize: Math.max(listed, 64 * 1024) });
      if (raw.length !== listed) throw new Error(`a frame of ${frame.pack} holds ${raw.length} bytes, not ${listed}`);
      const dead = new Set(frame.dead);
      let at = 0;
      frame.files.forEach(([path, size], i) => {
        const bytes = raw.subarray(at, (at += size));
        if (dead.has(i)) return;
        const target = inside(dir, path);
        const folder = dirname(target);
        if (!made.has(folder)) {
          mkdirSync(folder, { recursive: true });
          made.add(folder);
        }
        writeFileSync(target, bytes, { flag: "wx" });
      });
    }
  } finally {
    for (const fd of fds.values()) closeSync(fd);
  }
}

/** Packs these files of `dir` into a new pack file `name`; returns its frames. */
function writePack(cacheDir: string, name: string, dir: string, paths: string[]): Frame[] {
  const frames: Frame[] = [];
  const fd = openSync(join(packDir(cacheDir), name), "w");
  let offset = 0;
  let parts: Buffer[] = [];
  let files: Frame["files"] = [];
  let bytes = 0;
  const flush = () => {
    if (!files.length) return;
    const packed = zstdCompressSync(Buffer.concat(parts, bytes), {
      params: { [constants.ZSTD_c_compressionLevel]: ZSTD_LEVEL, [constants.ZSTD_c_checksumFlag]: 1 },
    });
    writeSync(fd, packed);
    frames.push({ pack: name, offset, length: packed.length, files });
    offset += packed.length;
    parts = [];
    files = [];
    bytes = 0;
  };
  try {
    for (const path of paths) {
      const content = readFileSync(join(dir, path));
      parts.push(content);
      files.push([path, content.length]);
      bytes += content.length;
      if (bytes >= FRAME_BYTES) flush();
    }
    flush();
  } finally {
    closeSync(fd);
  }
  return frames;
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

const frameBytes = (frame: Frame, live: boolean) => {
  const dead = new Set(live ? frame.dead : []);
  return frame.files.reduce((sum, [, size], i) => (dead.has(i) ? sum : sum + size), 0);
};
const liveBytes = (frames: Frame[]) => frames.reduce((sum, frame) => sum + frameBytes(frame, true), 0);
const allBytes = (frames: Frame[]) => frames.reduce((sum, frame) => sum + frameBytes(frame, false), 0);

export type Restored = { previousDir: string } | { reason: string };

/**
 * The cached build for code with this fingerprint, checked and unpacked into `<cacheDir>/site`
 * (its keys beside it), with its render bundle put back where the data-only renderer reads it
 * (`.astro/render-bundle/`, inside the project because the bundle imports node_modules by name);
 * or why there is none.
 */
export function restoreCachedBuild(projectRoot: string, cacheDir: string, fingerprint: string): Restored {
  if (!existsSync(packDir(cacheDir))) return { reason: "no build cache" };
  let recorded: string;
  try {
    recorded = readFileSync(cacheFingerprint(cacheDir), "utf8");
  } catch {
    return { reason: "no finished earlier build" };
  }
  if (recorded !== fingerprint) return { reason: "the code changed since the earlier build" };
  const index = readIndex(cacheDir);
  if (!index) return { reason: "its index does not read back" };
  const damaged = damagedPack(cacheDir, index);
  if (damaged) return { reason: damaged };

  const site = siteDir(cacheDir);
  rmSync(site, { recursive: true, force: true });
  rmSync(keysDirOf(site), { recursive: true, force: true });
  try {
    unpack(cacheDir, index.keys, keysDirOf(site));
    mkdirSync(site);
    const keys = unusableBecause(site, fingerprint);
    if (keys) return { reason: keys };
    // The project may hold this very bundle already (a local run): then it stays as it is.
    if (index.bundleFingerprint !== fingerprint) return { reason: "the cached render bundle is from other code" };
    if (!readRenderBundle(projectRoot, fingerprint)) {
      rmSync(renderBundleDir(projectRoot), { recursive: true, force: true });
      unpack(cacheDir, index.bundle, renderBundleDir(projectRoot));
    }
    unpack(cacheDir, index.site, site);
  } catch (error) {
    return { reason: `the cache does not unpack (${(error as Error).message})` };
  }
  if (!readRenderBundle(projectRoot, fingerprint)) return { reason: "the cached render bundle is from other code" };
  return { previousDir: site };
}

/**
 * What the next build reads of this one: its keyed pages, client scripts and public files. A keyed
 * page that a route left unwritten is listed but not there.
 */
function filesTheNextBuildReads(projectRoot: string, outDir: string, fingerprint: string): string[] {
  const keyed = new Set<string>();
  const pagesDir = join(keysDirOf(outDir), "pages");
  for (const name of readdirSync(pagesDir)) {
    try {
      for (const path of Object.keys(JSON.parse(readFileSync(join(pagesDir, name), "utf8")) as object)) keyed.add(path);
    } catch {
      // Keys that do not read back: the next build refuses this cache anyway (unusableBecause).
    }
  }
  const publicDir = readRenderBundle(projectRoot, fingerprint)?.config?.publicDir ?? join(projectRoot, "public");
  const assets = [...filesUnder(join(outDir, "_astro")).map((path) => join("_astro", path)), ...filesUnder(publicDir)];
  return [...keyed, ...assets.sort()];
}

export interface SaveOptions {
  /**
   * The previous build this one hard-linked its unchanged files from (a data-only rebuild from
   * this cache): their entries stay in the packs and only new or changed files are packed.
   */
  previousDir?: string;
}

/**
 * Replaces the cache with the build in `outDir` (its keys beside it, in `<outDir>.keys`) and the
 * project's kept render bundle. The fingerprint goes in last, so a save cut short leaves a cache
 * that the next build refuses.
 */
export function saveBuildToCache(
  projectRoot: string,
  cacheDir: string,
  outDir: string,
  { previousDir }: SaveOptions = {},
): void {
  const fingerprint = readFileSync(fingerprintFile(outDir), "utf8");
  const earlier = previousDir ? readIndex(cacheDir) : undefined;
  // The cache is refused from here until the last line: the fingerprint goes first.
  rmSync(cacheFingerprint(cacheDir), { force: true });
  if (!earlier) rmSync(packDir(cacheDir), { recursive: true, force: true });
  mkdirSync(packDir(cacheDir), { recursive: true });

  const carried = filesTheNextBuildReads(projectRoot, outDir, fingerprint);
  const there = (path: string) => existsSync(join(outDir, path));
  let site: Frame[] = [];
  let fresh = carried;
  if (earlier && previousDir) {
    // A file of this build that is the previous build's own (the same inode: a worker linked it)
    // keeps its entry; every other entry is dead, and every other file goes into a new pack.
    const wanted = new Set(carried);
    const kept = new Set<string>();
    const sameFile = (path: string) => {
      const now = statSync(join(outDir, path), { throwIfNoEntry: false });
      const then = statSync(join(previousDir, path), { throwIfNoEntry: false });
      return now !== undefined && then !== undefined && now.ino === then.ino && now.dev === then.dev;
    };
    site = earlier.site
      .map((frame) => {
        const dead = new Set(frame.dead);
        frame.files.forEach(([path], i) => {
          if (dead.has(i)) return;
          if (wanted.has(path) && !kept.has(path) && sameFile(path)) kept.add(path);
          else dead.add(i);
        });
        return { ...frame, dead: [...dead].sort((a, b) => a - b) };
      })
      .filter((frame) => frame.dead.length < frame.files.length);
    fresh = carried.filter((path) => !kept.has(path) && there(path));
  }
  const packs = new Set(site.map((frame) => frame.pack));
  const number = Math.max(0, ...[...packs].map((name) => Number(/^site-(\d+)\.pack$/.exec(name)?.[1] ?? 0))) + 1;
  const dead = allBytes(site) - liveBytes(site);
  // One pack of everything: a full build, or a cache whose dead entries or packs have piled up.
  if (!earlier || packs.size >= MAX_SITE_PACKS || dead > MAX_DEAD_SHARE * allBytes(site))
    site = writePack(cacheDir, `site-${number}.pack`, outDir, carried.filter(there));
  else site.push(...writePack(cacheDir, `site-${number}.pack`, outDir, fresh));

  const keysDir = keysDirOf(outDir);
  const keyFiles = filesUnder(join(keysDir, "pages"))
    .map((path) => join("pages", path))
    .concat(["inline-script-hashes.json", "fingerprint"].filter((name) => existsSync(join(keysDir, name))));
  const keys = writePack(cacheDir, "keys.pack", keysDir, keyFiles);
  const bundle =
    earlier?.bundleFingerprint === fingerprint
      ? earlier.bundle
      : writePack(cacheDir, "bundle.pack", renderBundleDir(projectRoot), filesUnder(renderBundleDir(projectRoot)));

  const used = new Set([...site, ...keys, ...bundle].map((frame) => frame.pack));
  for (const name of readdirSync(packDir(cacheDir)))
    if (name.endsWith(".pack") && !used.has(name)) unlinkSync(join(packDir(cacheDir), name));
  const index: CacheIndex = {
    version: 2,
    packs: Object.fromEntries([...used].map((name) => [name, statSync(join(packDir(cacheDir), name)).size])),
    site,
    keys,
    bundle,
    bundleFingerprint: fingerprint,
  };
  writeFileSync(indexFile(cacheDir), zstdCompressSync(JSON.stringify(index)));
  writeFileSync(cacheFingerprint(cacheDir), fingerprint);
}
