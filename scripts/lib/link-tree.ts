// A folder's files given second names in another folder (hard links; a copy across file systems),
// and their sizes: how the production build's cache takes a build without copying its pages.
import { mkdirSync } from "node:fs";
import { copyFile, link, readdir, stat } from "node:fs/promises";
import { join, relative } from "node:path";

/** Links in flight at once, as for the pages (src/server/site-data/reuse-pages.ts). */
const PARALLEL = 16;

/** Each file's size by its path relative to the folder. */
export type FileSizes = Record<string, number>;

/** Links every file under `from` to the same path under `to` (a new folder); returns their sizes. */
export async function linkTree(from: string, to: string): Promise<FileSizes> {
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  const files: string[] = [];
  mkdirSync(to, { recursive: true });
  for (const entry of entries) {
    const path = relative(from, join(entry.parentPath, entry.name));
    if (entry.isDirectory()) mkdirSync(join(to, path), { recursive: true });
    else if (entry.isFile()) files.push(path);
  }
  const sizes: FileSizes = {};
  let next = 0;
  const linkNext = async () => {
    for (let path = files[next++]; path !== undefined; path = files[next++]) {
      const source = join(from, path);
      sizes[path] = (await stat(source)).size;
      try {
        await link(source, join(to, path));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
        await copyFile(source, join(to, path));
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, linkNext));
  return sizes;
}

/** The first file of the list that is missing under `dir` or has another size, if any. */
export async function firstMismatch(dir: string, sizes: FileSizes): Promise<string | undefined> {
  const paths = Object.keys(sizes);
  let mismatch: string | undefined;
  let next = 0;
  const checkNext = async () => {
    for (let path = paths[next++]; path !== undefined && !mismatch; path = paths[next++]) {
      const info = await stat(join(dir, path)).catch(() => undefined);
      if (!info?.isFile() || info.size !== sizes[path]) mismatch = path;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, checkNext));
  return mismatch;
}
