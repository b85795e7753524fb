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
// Beside it, never carried: `site.keys/`, the previous build's page keys, and `site/`, its client
// scripts and public files, which the rebuild hard-links. Its keyed pages (nine files in ten) are
// not unpacked there: each render worker writes its unchanged pages straight from the packs into
// the new build (writePagesFromCache), both workers at once, instead of one process unpacking them
// all and the workers then linking each one (ADR 070).
//
// A cache is used only whole: same code fingerprint, an index that reads back, every pack at its
// listed size, page keys that read back, a render bundle from the same code, and every frame it
// unpacks decompressing to its listed sizes (zstd checks each frame's checksum). Anything else is a
// full build. A frame of pages that fails to decompress when a worker reads it leaves its pages
// to be rendered instead: slower, never a broken site.
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
 * Reads frames from the packs, keeping each pack open until `close`. `read` throws if a pack cannot
 * be read or a frame does not decompress (zstd's checksum) to exactly its files' sizes.
 */
function frameReader(cacheDir: string) {
  const fds = new Map<string, number>();
  return {
    /** Each file of the frame, with its bytes. */
    read(frame: Frame): Array<[path: string, bytes: Buffer, index: number]> {
      let fd = fds.get(frame.pack);
      if (fd === undefined) fds.set(frame.pack, (fd = openSync(inside(packDir(cacheDir), frame.pack), "r")));
      const packed = Buffer.allocUnsafe(frame.length);
      if (readSync(fd, packed, 0, frame.length, frame.offset) !== frame.length)
        throw new Error(`${frame.pack} ends early`);
      const listed = frame.files.reduce((sum, [, size]) => sum + size, 0);
      // Output in one piece: in Node's default 16 KB pieces, decompressing took twice as long.
      const raw = zstdDecompressSync(packed, { chunkSize: Math.max(listed, 64 * 1024) });
      if (raw.length !== listed) throw new Error(`a frame of ${frame.pack} holds ${raw.length} bytes, not ${listed}`);
      let at = 0;
      return frame.files.map(([path, size], index) => [path, raw.subarray(at, (at += size)), index]);
    },
    close() {
      for (const fd of fds.values()) closeSync(fd);
    },
  };
}

/** Writes files into `dir`, making each folder once. */
function fileWriter(dir: string) {
  const made = new Set<string>();
  return (path: string, bytes: Buffer) => {
    const target = inside(dir, path);
    const folder = dirname(target);
    if (!made.has(folder)) {
      mkdirSync(folder, { recursive: true });
      made.add(folder);
    }
    writeFileSync(target, bytes, { flag: "wx" });
  };
}

/**
 * Writes the live files of these frames that `wanted` accepts under `dir`, frame by frame; a frame
 * with none of them is not read. Throws as frameReader's `read` does.
 */
function unpack(cacheDir: string, frames: Frame[], dir: string, wanted: (path: string) => boolean = () => true): void {
  const reader = frameReader(cacheDir);
  const write = fileWriter(dir);
  try {
    for (const frame of frames) {
      const dead = new Set(frame.dead);
      const live = (path: string, i: number) => !dead.has(i) && wanted(path);
      if (!frame.files.some(([path], i) => live(path, i))) continue;
      for (const [path, bytes, i] of reader.read(frame)) if (live(path, i)) write(path, bytes);
    }
  } finally {
    reader.close();
  }
}

/** Each live file of the site packs, by path: its frame. Read once per index (a render worker reads one). */
let liveSiteFiles: { index: string; files: Map<string, Frame> } | undefined;

function siteFilesOf(cacheDir: string): Map<string, Frame> {
  const info = statSync(indexFile(cacheDir), { throwIfNoEntry: false });
  const stamp = `${indexFile(cacheDir)} ${info?.ino} ${info?.size} ${info?.mtimeMs}`;
  if (liveSiteFiles?.index !== stamp) {
    const files = new Map<string, Frame>();
    for (const frame of readIndex(cacheDir)?.site ?? []) {
      const dead = new Set(frame.dead);
      frame.files.forEach(([path], i) => dead.has(i) || files.set(path, frame));
    }
    liveSiteFiles = { index: stamp, files };
  }
  return liveSiteFiles.files;
}

/**
 * A render worker's unchanged pages (ADR 070): writes these files of the previous build from the
 * cache's packs into `outDir`, reading each frame once. Returns the paths it could not write, which
 * the worker renders instead: not in the packs, or in a frame that does not read back. One already
 * there (getStaticPaths read twice) counts as written.
 */
export function writePagesFromCache(cacheDir: string, paths: string[], outDir: string): Set<string> {
  const files = siteFilesOf(cacheDir);
  const failed = new Set<string>();
  const byFrame = new Map<Frame, Set<string>>();
  for (const path of paths) {
    const frame = files.get(path);
    if (!frame) failed.add(path);
    else byFrame.set(frame, (byFrame.get(frame) ?? new Set()).add(path));
  }
  const reader = frameReader(cacheDir);
  const write = fileWriter(outDir);
  try {
    for (const [frame, wanted] of byFrame) {
      let contents;
      try {
        contents = reader.read(frame);
      } catch (error) {
        console.warn(`Rendering ${wanted.size} unchanged pages again: ${(error as Error).message}`);
        for (const path of wanted) failed.add(path);
        continue;
      }
      for (const [path, bytes] of contents) {
        if (!wanted.delete(path)) continue;
        try {
          write(path, bytes);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== "EEXIST") failed.add(path);
        }
      }
    }
  } finally {
    reader.close();
  }
  return failed;
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
 * The cached build for code with this fingerprint, checked, with its keys, client scripts and
 * public files unpacked into `<cacheDir>/site` (its keyed pages stay packed for the render workers,
 * writePagesFromCache), with its render bundle put back where the data-only renderer reads it
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
    // The keyed pages stay packed: the render workers write the unchanged ones (writePagesFromCache).
    const keyed = pageKeys(keysDirOf(site));
    unpack(cacheDir, index.site, site, (path) => !keyed.has(path));
  } catch (error) {
    return { reason: `the cache does not unpack (${(error as Error).message})` };
  }
  if (!readRenderBundle(projectRoot, fingerprint)) return { reason: "the cached render bundle is from other code" };
  return { previousDir: site };
}

/** Each keyed page of the build whose keys are in `keysDir`, with its key. */
function pageKeys(keysDir: string): Map<string, string> {
  const keys = new Map<string, string>();
  const pagesDir = join(keysDir, "pages");
  for (const name of existsSync(pagesDir) ? readdirSync(pagesDir) : []) {
    try {
      for (const [path, key] of Object.entries(JSON.parse(readFileSync(join(pagesDir, name), "utf8")) as object))
        keys.set(path, String(key));
    } catch {
      // Keys that do not read back: the next build refuses this cache anyway (unusableBecause).
    }
  }
  return keys;
}

/**
 * What the next build reads of this one: its keyed pages (`keyed`, its page keys), client scripts
 * and public files. A keyed page that a route left unwritten is listed but not there.
 */
function filesTheNextBuildReads(
  projectRoot: string,
  outDir: string,
  fingerprint: string,
  keyed: Map<string, string>,
): string[] {
  const publicDir = readRenderBundle(projectRoot, fingerprint)?.config?.publicDir ?? join(projectRoot, "public");
  const assets = [...filesUnder(join(outDir, "_astro")).map((path) => join("_astro", path)), ...filesUnder(publicDir)];
  return [...keyed.keys(), ...assets.sort()];
}

export interface SaveOptions {
  /**
   * The previous build this one reused its unchanged files from (a data-only rebuild from this
   * cache): their entries stay in the packs and only new or changed files are packed.
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

  const keysNow = pageKeys(keysDirOf(outDir));
  const carried = filesTheNextBuildReads(projectRoot, outDir, fingerprint, keysNow);
  const there = (path: string) => existsSync(join(outDir, path));
  let site: Frame[] = [];
  let fresh = carried;
  if (earlier && previousDir) {
    // A file of this build that is the previous build's own keeps its entry: a keyed page whose key
    // did not change (a worker wrote it from these packs, or rendered the same page again), or a
    // client script or public file linked from it (the same inode). Every other entry is dead, and
    // every other file goes into a new pack.
    const wanted = new Set(carried);
    const kept = new Set<string>();
    const keysThen = pageKeys(keysDirOf(previousDir));
    const sameFile = (path: string) => {
      if (keysNow.has(path)) return keysNow.get(path) === keysThen.get(path) && there(path);
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
