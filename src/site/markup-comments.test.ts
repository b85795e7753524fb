// Astro writes an HTML comment in a component's markup into every page built with it: on a store
// page that is bytes on each of 100,000 files (issue #30). Notes for developers go in the
// frontmatter, as `//` comments.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";

it("no .astro component carries an HTML comment in its markup", () => {
  const root = join(process.cwd(), "src");
  const components = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".astro"));
  expect(components.length).toBeGreaterThan(20);
  const withComments = components.filter((file) => {
    const source = readFileSync(join(root, file), "utf8");
    const markup = source.replace(/^---\n[\s\S]*?\n---\n/, "");
    return markup.includes("<!--");
  });
  expect(withComments).toEqual([]);
});
