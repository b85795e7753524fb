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
    ["src/stores/example.ts", 'import { env } from "../platform/env.server.ts";'],
    ["src/stores/example.ts", 'import { getDb } from "../../db/client.ts";'],
    ["src/stores/example.ts", 'import { serializeStore } from "./serialize.server.ts";'],
    ["src/stores/example.ts", 'import { readFile } from "node:fs/promises";'],
    ["src/site/Example.tsx", 'import { ApiError } from "../platform/errors.server.ts";'],
    ["src/site/Example.tsx", 'import CityCard from "../towns/CityDirectory.astro";'],
    ["src/pages/example.astro.ts", 'import { getDb } from "../../db/client.ts";'],
    ["db/seed/example.ts", 'import Toaster from "../../src/ui/Toaster.tsx";'],
    ["src/stores/example.server.ts", 'import StoreCard from "./StoreCard.astro";'],
    ["src/stores/example.server.ts", 'import { handler } from "../../functions/search.ts";'],
    ["functions/example.ts", 'import { FEATURED_LIMIT } from "../src/pages/index.astro";'],
    ["functions/example.ts", 'import UpvoteButton from "../src/votes/UpvoteButton.tsx";'],
    ["src/stores/example.ts", 'import { z } from "zod";'],
    ["src/votes/Example.tsx", 'import { z } from "zod";'],
  ])("refuses %s importing the wrong way: %s", async (file, code) => {
    expect(await restrictedImports(file, code)).toBeGreaterThan(0);
  });

  it.each([
    ["src/search/Example.tsx", 'import { storeHref } from "../stores/store-view.ts";'],
    ["src/stores/example.server.ts", 'import { getDb } from "../../db/client.ts";'],
    ["src/stores/example.server.ts", 'import { castVote } from "../votes/cast-vote.server.ts";'],
    ["db/seed/example.ts", 'import { slugify } from "../../src/site/slug.ts";'],
    ["src/pages/example.ts", 'import { loadStores } from "../site/build-data.server.ts";'],
    ["src/stores/example.ts", 'import { z } from "../platform/zod.ts";'],
    ["src/stores/example.server.ts", 'import { z } from "zod";'],
    ["functions/example.ts", 'import { castVote } from "../src/votes/cast-vote.server.ts";'],
  ])("lets %s import the right way: %s", async (file, code) => {
    expect(await restrictedImports(file, code)).toBe(0);
  });
});
