// No two modules import each other, directly or round a longer loop, type-only imports included
// (issue #44 item 4): a cycle makes the order of module evaluation matter and the code harder to move.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";

function importGraph(): Map<string, string[]> {
  const files = execFileSync("git", ["ls-files", "src", "functions", "db", "scripts"], { encoding: "utf8" })
    .split("\n")
    .filter((file) => /\.(ts|tsx|astro)$/.test(file) && !file.includes(".test."));
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const source = readFileSync(file, "utf8");
      const targets = [...source.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"'?]+)["']/g)]
        .map((match) => normalize(join(dirname(file), match[1]!)))
        .filter((target) => known.has(target));
      return [file, targets];
    }),
  );
}

/** The loops of the graph: its strongly connected parts of more than one module (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    order.set(file, next);
    low.set(file, next++);
    stack.push(file);
    for (const target of graph.get(file) ?? []) {
      if (!order.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (stack.includes(target)) low.set(file, Math.min(low.get(file)!, order.get(target)!));
    }
    if (low.get(file) !== order.get(file)) return;
    const part: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      part.push(member);
    } while (member !== file);
    if (part.length > 1 || graph.get(file)!.includes(file)) found.push(part);
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return found;
}

describe("imports", () => {
  it("form no cycle, type-only imports included", () => {
    expect(cycles(importGraph())).toEqual([]);
  });

  it("are read by this test: a loop of two modules is found", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["a.ts"]],
      ["c.ts", ["a.ts"]],
    ]);
    expect(cycles(graph)).toEqual([["b.ts", "a.ts"]]);
  });
});
