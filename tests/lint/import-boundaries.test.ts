// The import boundaries (eslint.boundaries.js) really fail the lint: each wrong-way import below is
// refused in the folder named, and the right-way ones pass.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === "no-restricted-imports").length;
}

describe("import boundaries", () => {
  it.each([
    ["src/shared/stores/example.ts", 'import { env } from "../../config/env.ts";'],
    ["src/shared/stores/example.ts", 'import { getDb } from "../../../db/client.ts";'],
    ["src/shared/stores/example.ts", 'import { serializeStore } from "../../server/stores/serialize.ts";'],
    ["src/shared/stores/example.ts", 'import { readFile } from "node:fs/promises";'],
    ["src/islands/home/Example.tsx", 'import { ApiError } from "../../server/http/errors.ts";'],
    ["src/islands/home/Example.tsx", 'import CityCard from "../../components/CityCard.astro";'],
    ["src/components/store/Example.tsx", 'import UpvoteButton from "../../islands/upvote/UpvoteButton.tsx";'],
    ["src/pages/example.astro.ts", 'import { listAllStores } from "../../db/queries/stores.ts";'],
    ["db/queries/example.ts", 'import { requireAdmin } from "../../src/server/admin/require-admin.ts";'],
    ["src/server/stores/example.ts", 'import Toaster from "../../islands/shared/Toaster.tsx";'],
    ["functions/example.ts", 'import { FEATURED_LIMIT } from "../src/pages/index.astro";'],
    ["src/shared/stores/example.ts", 'import { z } from "zod";'],
    ["src/islands/home/Example.tsx", 'import { z } from "zod";'],
  ])("refuses %s importing the wrong way: %s", async (file, code) => {
    expect(await restrictedImports(file, code)).toBe(1);
  });

  it.each([
    ["src/islands/home/Example.tsx", 'import { storeHref } from "../../shared/stores/store-view.ts";'],
    ["src/server/stores/example.ts", 'import { getDb } from "../../../db/client.ts";'],
    ["db/queries/example.ts", 'import { slugify } from "../../src/shared/slug.ts";'],
    ["src/pages/example.ts", 'import { loadStores } from "../server/site-data/build-data.ts";'],
    ["src/shared/stores/example.ts", 'import { z } from "../validation/zod.ts";'],
    ["src/server/stores/example.ts", 'import { z } from "zod";'],
  ])("lets %s import the right way: %s", async (file, code) => {
    expect(await restrictedImports(file, code)).toBe(0);
  });
});
