// An incremental rebuild (unchanged pages hard-linked from the previous build, ADR 025, rendered
// without `astro build` by the render bundle the first build kept, ADR 027) must give the same
// site as a full build: after one store changes, its page, its town's page, the town's best-deals
// page, the sitemap and every other file equal those of a build from scratch; pages whose data did
// not change are the previous build's own files (same inode), and the changed ones are new files,
// so the live build was never written to.
import { linkSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { cities, groceryStores } from "../../db/schema.ts";
import { seedDatabase } from "../../db/seed/seed.ts";
import { buildSite, runAstroBuild } from "../../scripts/lib/site-builder.ts";
import { createTestDb, engine, type TestDb } from "../helpers/test-db.ts";

const BUILD_MS = 300_000;
let testDb: TestDb;
let root: string;

beforeAll(async () => {
  testDb = await createTestDb();
  await seedDatabase(testDb.db, { stores: 150 });
  root = mkdtempSync(join(tmpdir(), "grocers-incremental-"));
}, BUILD_MS);

afterAll(async () => {
  await testDb?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

async function changedAndUntouchedStores() {
  const rows = await testDb.db
    .select({
      id: groceryStores.id,
      slug: groceryStores.slug,
      name: groceryStores.name,
      cityId: cities.id,
      citySlug: cities.slug,
    })
    .from(groceryStores)
    .innerJoin(cities, eq(cities.id, groceryStores.cityId))
    .orderBy(groceryStores.id);
  const changed = rows[0]!;
  const untouched = rows.find((r) => r.cityId !== changed.cityId)!;
  return { changed, untouched };
}

describe(`incremental rebuild on ${engine}`, () => {
  it(
    "renders only what changed, and the result equals a full build",
    async () => {
      const project = process.cwd();
      const distLink = join(root, "dist");
      const first = await buildSite(project, root, testDb.url, { distLink });
      expect(first.fast).toBe(false);
      const { changed, untouched } = await changedAndUntouchedStores();
      const storePage = (store: { citySlug: string; slug: string }) =>
        join("grocery-stores", store.citySlug, `${store.slug}.html`);
      const inode = (dir: string, page: string) => statSync(join(dir, page)).ino;
      const before = {
        changed: inode(first.dir, storePage(changed)),
        untouched: inode(first.dir, storePage(untouched)),
      };
      // A second name for the live file, to read it after the rebuild has removed the old folder.
      const liveChangedPage = join(root, "live-changed-page.html");
      linkSync(join(first.dir, storePage(changed)), liveChangedPage);

      const newName = `${changed.name} Renamed`;
      await testDb.db
        .update(groceryStores)
        .set({ name: newName, updatedAt: new Date() })
        .where(eq(groceryStores.id, changed.id));
      const incremental = await buildSite(project, root, testDb.url, { distLink });
      // The data-only path ran (a failure there falls back to a full build, which would hide it).
      expect(incremental.fast).toBe(true);

      // The reference build runs out of a tiny heap first, and is built again without the cap.
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      const full = join(root, "full");
      await runAstroBuild(project, full, testDb.url, { heapMb: 16 });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("ran out of its 16 MB heap"));

      const pages = [
        join("grocery-stores", changed.citySlug, `${changed.slug}.html`),
        join("cities", `${changed.citySlug}.html`),
        `best-grocery-deals-in-${changed.citySlug}.html`,
        "sitemap.xml",
        join("grocery-stores", untouched.citySlug, `${untouched.slug}.html`),
      ];
      for (const page of pages) {
        expect(readFileSync(join(incremental.dir, page), "utf8"), page).toBe(readFileSync(join(full, page), "utf8"));
      }
      expect(readFileSync(join(distLink, pages[0]!), "utf8")).toContain(newName);
      // Nothing missing or extra, and every file (pages, parts, scripts, _headers) the same.
      const files = (dir: string) =>
        readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
          .sort();
      const built = files(incremental.dir);
      expect(built).toEqual(files(full));
      for (const file of built) {
        expect(readFileSync(join(incremental.dir, file)).equals(readFileSync(join(full, file))), file).toBe(true);
      }

      // The untouched store's page is the earlier build's file; the changed one was written anew,
      // and the earlier file still holds the old text (the previous build was only read).
      expect(inode(incremental.dir, storePage(untouched))).toBe(before.untouched);
      expect(inode(incremental.dir, storePage(changed))).not.toBe(before.changed);
      expect(readFileSync(liveChangedPage, "utf8")).not.toContain(newName);
    },
    BUILD_MS * 3,
  );
});
