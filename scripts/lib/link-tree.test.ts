import { existsSync, linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { firstMismatch, syncTree } from "./link-tree.ts";

describe("syncTree", () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const inode = (path: string) => statSync(join(root, path)).ino;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "link-tree-"));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("links a new folder, then updates it in place: linked files stay, changed ones are replaced, gone ones removed", () => {
    write("build-1/a/index.html", "A");
    write("build-1/b/index.html", "B");
    expect(syncTree(join(root, "build-1"), join(root, "cache"))).toEqual({
      "a/index.html": 1,
      "b/index.html": 1,
    });
    expect(inode("cache/a/index.html")).toBe(inode("build-1/a/index.html"));

    // The next build links a/ from the cache, writes c/ anew and has no b/.
    mkdirSync(join(root, "build-2/a"), { recursive: true });
    linkSync(join(root, "cache/a/index.html"), join(root, "build-2/a/index.html"));
    write("build-2/c/index.html", "Cee");
    const kept = inode("cache/a/index.html");
    expect(syncTree(join(root, "build-2"), join(root, "cache"))).toEqual({
      "a/index.html": 1,
      "c/index.html": 3,
    });
    expect(inode("cache/a/index.html")).toBe(kept);
    expect(readFileSync(join(root, "cache/c/index.html"), "utf8")).toBe("Cee");
    expect(existsSync(join(root, "cache/b/index.html"))).toBe(false);
    expect(firstMismatch(join(root, "cache"), { "a/index.html": 1, "c/index.html": 3 })).toBeUndefined();
    expect(firstMismatch(join(root, "cache"), { "b/index.html": 1 })).toBe("b/index.html");
  });
});
