// What the pages and their kept render bundle are made from besides their data (ADR 025, 027),
// by content: a fresh checkout of the same commit (a Netlify build, a new clone) gets the same
// fingerprint, so its build can reuse the previous build's pages (ADR 047). File times are not
// part of it: a checkout sets them all anew.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/** Folders whose files the pages and their render bundle are made from. */
const CODE_DIRS = ["src", "db", "public", join("scripts", "lib")];
/** Single files: the build's config, the pinned dependencies, the data-only renderer. */
const CODE_FILES = [
  "astro.config.mjs",
  "package-lock.json",
  "tsconfig.json",
  join("scripts", "render-changed-pages.ts"),
];
/** Tests are never part of a page. */
const TEST_FILE = /\.test\.tsx?$/;

/** The files the fingerprint covers, relative to the project. */
export function codeFiles(projectRoot: string): string[] {
  const files = [...CODE_FILES];
  for (const dir of CODE_DIRS) {
    if (!existsSync(join(projectRoot, dir))) continue;
    for (const entry of readdirSync(join(projectRoot, dir), { recursive: true, withFileTypes: true }))
      if (entry.isFile() && !TEST_FILE.test(entry.name))
        files.push(relative(projectRoot, join(entry.parentPath, entry.name)));
  }
  return files.sort();
}

/**
 * A SHA-256 over each code file's path and content, the site's address, the Node version (its ICU
 * formats dates and numbers) and the project's folder (the render bundle holds absolute paths).
 * Pages and the kept render bundle are reused only between builds with the same fingerprint;
 * anything else renders every page with a full `astro build`.
 */
export function codeFingerprint(projectRoot: string): string {
  const hash = createHash("sha256");
  hash.update(`${process.env.SITE_URL ?? ""}\0${process.version}\0${projectRoot}\n`);
  for (const file of codeFiles(projectRoot)) {
    const path = join(projectRoot, file);
    if (!statSync(path, { throwIfNoEntry: false })?.isFile()) continue;
    hash.update(`${file}\0${createHash("sha256").update(readFileSync(path)).digest("hex")}\n`);
  }
  return hash.digest("hex");
}
