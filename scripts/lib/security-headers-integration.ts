// After `astro build`: hashes every inline script the pages contain and writes `_headers` with the
// page security headers (src/platform/security-headers.server.ts), so the Content-Security-Policy allows
// exactly those scripts and no others. A new inline script anywhere gets its hash on the next build.
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeFileSync,
  type Stats,
} from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { env, isLocalSiteUrl } from "../../src/platform/env.server.ts";
import { headersFile, pageSecurityHeaders } from "../../src/platform/security-headers.server.ts";
import { keysDirOf } from "./previous-build.ts";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
// Data blocks (JSON-LD, JSON) are not executed, so CSP does not govern them.
const EXECUTABLE_TYPE = /^\s*$|\btype\s*=\s*["']?(module|text\/javascript|application\/javascript)\b/i;

/** The 'sha256-...' source of each inline executable script in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    if (/\btype\s*=/i.test(attributes) && !EXECUTABLE_TYPE.test(attributes)) continue;
    hashes.push(scriptHash(body));
  }
  return hashes;
}

// Every page carries the same few inline scripts (Astro's island loader and directives): each
// distinct one is hashed once per process, not once per page. Bounded, should a page ever inline
// something of its own.
const knownHashes = new Map<string, string>();
const KNOWN_HASHES_MAX = 1_000;

function scriptHash(body: string): string {
  let hash = knownHashes.get(body);
  if (hash === undefined) {
    if (knownHashes.size >= KNOWN_HASHES_MAX) knownHashes.clear();
    hash = `sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`;
    knownHashes.set(body, hash);
  }
  return hash;
}

/** Beside each build, with its page keys: each HTML file's inline script hashes and identity. */
const hashesFile = (buildDir: string) => join(keysDirOf(buildDir), "inline-script-hashes.json");

interface FileHashes {
  /** inode, size and time: a render worker's record stands only for the file it wrote. */
  id: string;
  hashes: string[];
}

/**
 * The file as written: each distinct list of hashes once, and per page its identity and the index
 * of its list. Pages of one kind share one list: at 100,000 pages the file is 10 MB, where a list
 * per page made it 39 MB, and each data-only rebuild parses it.
 */
interface HashesFile {
  lists: string[][];
  files: Record<string, [id: string, list: number]>;
}

/** Shares one array per distinct list of hashes, and numbers the lists for the file. */
class HashLists {
  readonly lists: string[][] = [];
  private readonly indexes = new Map<string, number>();

  share(hashes: string[]): string[] {
    return this.lists[this.indexOf(hashes)]!;
  }

  indexOf(hashes: string[]): number {
    const key = hashes.join(" ");
    let index = this.indexes.get(key);
    if (index === undefined) {
      index = this.lists.push(hashes) - 1;
      this.indexes.set(key, index);
    }
    return index;
  }
}

/** A file's identity: the same inode, size and time is the same file, unchanged. */
const fileId = (info: Stats) => `${info.ino}:${info.size}:${info.mtimeMs}`;

/** Two names of one file (a hard link), as a page linked from the previous build is. */
const sameFile = (a: Stats, b: Stats | undefined) => b !== undefined && a.ino === b.ino && a.dev === b.dev;

function readHashesFile(path: string, into: Map<string, FileHashes>): void {
  try {
    const { lists, files } = JSON.parse(readFileSync(path, "utf8")) as HashesFile;
    for (const [file, [id, list]] of Object.entries(files)) into.set(file, { id, hashes: lists[list] ?? [] });
  } catch {
    // No file, or one from an older format: every page is read again.
  }
}

/** Each page's inline script hashes as the build in `buildDir` recorded them. */
export function recordedPageHashes(buildDir: string): Map<string, string[]> {
  const records = new Map<string, FileHashes>();
  readHashesFile(hashesFile(buildDir), records);
  return new Map([...records].map(([file, { hashes }]) => [file, hashes]));
}

/** The hashes the render workers recorded for the pages they wrote; their files are then removed. */
function readWrittenHashes(outDir: string): Map<string, FileHashes> {
  const written = new Map<string, FileHashes>();
  for (const shard of shardHashesFiles(outDir)) {
    readHashesFile(shard, written);
    unlinkSync(shard);
  }
  return written;
}

const SHARD_PREFIX = "inline-script-hashes~";
const shardHashesFiles = (buildDir: string): string[] => {
  const keysDir = keysDirOf(buildDir);
  if (!existsSync(keysDir)) return [];
  return readdirSync(keysDir)
    .filter((name) => name.startsWith(SHARD_PREFIX))
    .map((name) => join(keysDir, name));
};

/**
 * A render worker's record of the pages it writes and their inline script hashes, taken from the
 * page in memory: `_headers` then reads none of them back (at 100,000 pages that read was about
 * 40 s of the build). Each worker writes its own file beside the page keys; writeSecurityHeaders
 * folds them in, trusting each page only while its inode, size and time are unchanged.
 */
export class WrittenPageHashes {
  private readonly files = new Map<string, FileHashes>();
  private readonly lists = new HashLists();
  private readonly outDir: string;

  // No parameter property: Node loads astro.config.mjs's imports by stripping types only.
  constructor(outDir: string) {
    this.outDir = outDir;
  }

  /** Writes a new page (it must not exist) and records its hashes. */
  writePage(file: string, body: Uint8Array): void {
    const path = join(this.outDir, file);
    writeFileSync(path, body, { flag: "wx" });
    const html = Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString("utf8");
    this.files.set(file, { id: fileId(statSync(path)), hashes: this.lists.share(inlineScriptHashes(html)) });
  }

  /**
   * Records a page written unchanged from the build cache (ADR 070): the previous build's bytes,
   * so its record there (`hashes`) stands for this file.
   */
  recordUnchangedPage(file: string, hashes: string[]): void {
    this.files.set(file, { id: fileId(statSync(join(this.outDir, file))), hashes: this.lists.share(hashes) });
  }

  save(name: string): void {
    mkdirSync(keysDirOf(this.outDir), { recursive: true });
    writeFileSync(join(keysDirOf(this.outDir), `${SHARD_PREFIX}${name}.json`), hashesFileText(this.files, this.lists));
  }
}

function hashesFileText(next: Map<string, FileHashes>, lists: HashLists): string {
  const files: HashesFile["files"] = {};
  for (const [file, { id, hashes }] of next) files[file] = [id, lists.indexOf(hashes)];
  return JSON.stringify({ lists: lists.lists, files } satisfies HashesFile);
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(".html"))
    .map((e) => relative(dir, join(e.parentPath, e.name)));
}

/**
 * Writes `_headers` for the build in `outDir` (after astro build, or after the render workers of a
 * full build or a data-only rebuild); returns how many inline script hashes it allows. A page is not
 * read again when it is the very file a record was taken from: one a render worker wrote and
 * recorded (same inode, size and time), or one hard-linked from the previous build, whose record
 * holds by path (ADR 025, 052, 053). The second is checked against the previous folder's own file,
 * not a recorded inode: a production build's previous folder is a restored copy (new inodes).
 */
export function writeSecurityHeaders(
  outDir: string,
  // Inside a build process these come from its environment; site-builder passes them after render workers.
  { previousBuild = env().REUSE_BUILD_DIR, keepHashes = Boolean(env().BUILD_KEEPS_KEYS) } = {},
): number {
  const hashes = new Set<string>();
  const previous = new Map<string, FileHashes>();
  if (previousBuild) readHashesFile(hashesFile(previousBuild), previous);
  const written = readWrittenHashes(outDir);
  const next = new Map<string, FileHashes>();
  const lists = new HashLists();
  // One call at a time: at 100,000 pages, stats through fs promises took several times longer (ADR 052).
  for (const file of htmlFiles(outDir)) {
    const found = hashesOf(file);
    next.set(file, found);
    for (const hash of found.hashes) hashes.add(hash);
  }
  function hashesOf(file: string): FileHashes {
    const info = statSync(join(outDir, file));
    const id = fileId(info);
    const recorded = written.get(file);
    if (recorded?.id === id) return recorded;
    const linked = previousBuild ? previous.get(file) : undefined;
    if (linked && sameFile(info, statSync(join(previousBuild!, file), { throwIfNoEntry: false }))) {
      return { id, hashes: linked.hashes };
    }
    return { id, hashes: lists.share(inlineScriptHashes(readFileSync(join(outDir, file), "utf8"))) };
  }
  if (keepHashes) {
    mkdirSync(keysDirOf(outDir), { recursive: true });
    writeFileSync(hashesFile(outDir), hashesFileText(next, lists));
  }
  const { SITE_URL, STRIPE_PUBLISHABLE_KEY, MAP_STYLE_URL } = env();
  const headers = pageSecurityHeaders({
    scriptHashes: [...hashes],
    local: isLocalSiteUrl(SITE_URL),
    stripe: Boolean(STRIPE_PUBLISHABLE_KEY),
    mapStyleUrl: MAP_STYLE_URL,
  });
  writeFileSync(join(outDir, "_headers"), headersFile(headers));
  return hashes.size;
}

export function securityHeaders(): AstroIntegration {
  return {
    name: "security-headers",
    hooks: {
      "astro:build:done": ({ dir, logger }) => {
        // Render workers write the pages next: site-builder writes the headers after them (ADRs 051, 055).
        if (env().PAGES_LATER) return;
        const count = writeSecurityHeaders(fileURLToPath(dir));
        logger.info(`_headers written: ${count} inline script hashes allowed`);
      },
    },
  };
}
