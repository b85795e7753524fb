// The production build with the build cache (ADR 047), as Netlify runs it: each build starts from
// a checkout with no output, only the packed cache folder the previous build left (ADR 065). With
// no cache it is a full build; with a whole cache of the same code it renders only what changed and
// links the rest from the cache, unpacked; with a damaged cache (a pack's bytes changed) it is a
// full build again, whose site equals the data-only one byte for byte. The local path (npm start)
// falls back the same way on a truncated keys file.
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { cities, groceryStores } from "../../db/schema.ts";
import { seedDatabase } from "../../db/seed/seed.ts";
import { syncTree } from "../../scripts/lib/link-tree.ts";
import { keysDirOf } from "../../scripts/lib/previous-build.ts";
import { buildForProduction } from "../../scripts/lib/production-build.ts";
import { buildSite } from "../../scripts/lib/site-builder.ts";
import { createTestDb, engine, type TestDb } from "../helpers/test-db.ts";

const BUILD_MS = 300_000;
let testDb: TestDb;
let root: string;

beforeAll(async () => {
  testDb = await createTestDb();
  await seedDatabase(testDb.db, { stores: 60 });
  root = mkdtempSync(join(tmpdir(), "grocers-production-build-"));
}, BUILD_MS);

afterAll(async () => {
  await testDb?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

async function twoStoresInTwoTowns() {
  const rows = await testDb.db
    .select({ id: groceryStores.id, slug: groceryStores.slug, name: groceryStores.name, citySlug: cities.slug })
    .from(groceryStores)
    .innerJoin(cities, eq(cities.id, groceryStores.cityId))
    .orderBy(groceryStores.id);
  const changed = rows[0]!;
  const untouched = rows.find((r) => r.citySlug !== changed.citySlug)!;
  const page = (store: typeof changed) => join("grocery-stores", store.citySlug, `${store.slug}.html`);
  return { changed, changedPage: page(changed), untouchedPage: page(untouched) };
}

async function rename(id: string, name: string) {
  await testDb.db.update(groceryStores).set({ name, updatedAt: new Date() }).where(eq(groceryStores.id, id));
}

/** What a fresh checkout holds of a build: only the cache folder's carried part. */
function freshCheckout(cacheDir: string, outDir: string) {
  for (const dir of [outDir, join(cacheDir, "site"), keysDirOf(join(cacheDir, "site"))])
    rmSync(dir, { recursive: true, force: true });
}

const filesOf = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();

function expectSameSite(actual: string, expected: string) {
  const files = filesOf(actual);
  expect(files).toEqual(filesOf(expected));
  for (const file of files)
    expect(readFileSync(join(actual, file)).equals(readFileSync(join(expected, file))), file).toBe(true);
}

/** Pages the render workers of a data-only rebuild rendered (their phase files say how many). */
function keyedPagesRendered(outDir: string): number {
  const keysDir = keysDirOf(outDir);
  let rendered = 0;
  for (const name of readdirSync(keysDir).filter((n) => /^rebuild-phases-\d+-of-\d+\.json$/.test(n)))
    for (const phase of Object.keys(JSON.parse(readFileSync(join(keysDir, name), "utf8"))))
      rendered += Number(/^render (\d+) pages$/.exec(phase)?.[1] ?? 0);
  return rendered;
}

describe(`production build with the build cache on ${engine}`, () => {
  it(
    "builds in full without a cache, renders only changes from a whole one, and builds in full from a damaged one",
    async () => {
      vi.spyOn(console, "log").mockImplementation(() => {});
      const cacheDir = join(root, "cache");
      const outDir = join(root, "dist");
      const build = () => buildForProduction({ projectRoot: process.cwd(), cacheDir, outDir, databaseUrl: testDb.url });

      const first = await build();
      expect(first).toMatchObject({ fast: false, fullBecause: "no build cache" });

      const { changed, changedPage, untouchedPage } = await twoStoresInTwoTowns();
      await rename(changed.id, `${changed.name} Renamed`);
      // A fresh checkout holds no output: only the folder Netlify's cache carries.
      freshCheckout(cacheDir, outDir);
      const second = await build();
      expect(second).toMatchObject({ fast: true, fullBecause: undefined });
      expect(readFileSync(join(outDir, changedPage), "utf8")).toContain(`${changed.name} Renamed`);
      // The untouched page came from the cache's packs, written by a render worker that rendered only
      // a few pages; the restore unpacked no page.
      expect(readFileSync(join(outDir, untouchedPage), "utf8")).toContain("<html");
      expect(existsSync(join(cacheDir, "site", untouchedPage))).toBe(false);
      expect(keyedPagesRendered(outDir)).toBeGreaterThan(0);
      expect(keyedPagesRendered(outDir)).toBeLessThan(10);
      // The carried cache is a few packed files.
      expect(readdirSync(join(cacheDir, "pack")).length).toBeLessThan(10);
      const dataOnly = join(root, "data-only");
      await syncTree(outDir, dataOnly);

      // A damaged cache: bytes of a pack changed at the same size. A full build, the same site.
      const pack = join(
        cacheDir,
        "pack",
        readdirSync(join(cacheDir, "pack")).find((name) => name.startsWith("site-"))!,
      );
      const fd = openSync(pack, "r+");
      writeSync(fd, Buffer.alloc(16, 0x5a), 0, 16, Math.floor(statSync(pack).size / 2));
      closeSync(fd);
      freshCheckout(cacheDir, outDir);
      const third = await build();
      expect(third).toMatchObject({ fast: false, fullBecause: expect.stringMatching(/does not unpack/) });
      expectSameSite(outDir, dataOnly);

      // The cache that full build saved is whole: the next build is data-only again, same site.
      freshCheckout(cacheDir, outDir);
      const fourth = await build();
      expect(fourth).toMatchObject({ fast: true });
      expectSameSite(outDir, dataOnly);
    },
    BUILD_MS * 4,
  );

  it(
    "npm start's rebuild falls back to a full build when the live build's keys are damaged",
    async () => {
      vi.spyOn(console, "log").mockImplementation(() => {});
      const dataRoot = join(root, "local");
      const distLink = join(dataRoot, "dist");
      const first = await buildSite(process.cwd(), dataRoot, testDb.url, { distLink });
      const firstFiles = filesOf(first.dir);
      const { changed, changedPage } = await twoStoresInTwoTowns();
      await rename(changed.id, `${changed.name} Again`);
      const keysDir = join(keysDirOf(first.dir), "pages");
      truncateSync(join(keysDir, readdirSync(keysDir)[0]!), 7);
      const second = await buildSite(process.cwd(), dataRoot, testDb.url, { distLink });
      expect(second.fast).toBe(false);
      expect(readFileSync(join(distLink, changedPage), "utf8")).toContain(`${changed.name} Again`);
      expect(filesOf(second.dir)).toEqual(firstFiles);
    },
    BUILD_MS * 2,
  );
});
