import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { codeFiles, codeFingerprint } from "./code-fingerprint.ts";

describe("codeFingerprint", () => {
  let project: string;
  const write = (file: string, text: string) => {
    mkdirSync(join(project, file, ".."), { recursive: true });
    writeFileSync(join(project, file), text);
  };

  beforeEach(() => {
    project = mkdtempSync(join(tmpdir(), "fingerprint-"));
    write("src/pages/index.astro", "<h1>Home</h1>");
    write("public/robots.txt", "User-agent: *");
    write("package-lock.json", '{"lockfileVersion":3}');
  });
  afterEach(() => rmSync(project, { recursive: true, force: true }));

  it("is the same for a fresh checkout of the same code: file times do not count", () => {
    const before = codeFingerprint(project);
    const later = new Date(Date.now() + 3_600_000);
    utimesSync(join(project, "src/pages/index.astro"), later, later);
    write("package-lock.json", '{"lockfileVersion":3}');
    expect(codeFingerprint(project)).toBe(before);
  });

  it("changes with a source file's content, a new file or the lockfile", () => {
    const before = codeFingerprint(project);
    write("src/pages/index.astro", "<h1>Home!</h1>");
    const edited = codeFingerprint(project);
    expect(edited).not.toBe(before);
    write("src/components/New.astro", "<p/>");
    const added = codeFingerprint(project);
    expect(added).not.toBe(edited);
    write("package-lock.json", '{"lockfileVersion":3,"packages":{}}');
    expect(codeFingerprint(project)).not.toBe(added);
  });

  it("leaves out tests, which are never part of a page", () => {
    const before = codeFingerprint(project);
    write("src/pages/index.test.ts", "it('x', () => {})");
    expect(codeFingerprint(project)).toBe(before);
  });
});

describe("the stylesheet's inputs", () => {
  it("are files the fingerprint covers: a reused page never names a stylesheet the build did not write", async () => {
    // What @tailwindcss/vite does with global.css: compile it, then scan the sources it names.
    const { compile } = await import("@tailwindcss/node");
    const { Scanner } = await import("@tailwindcss/oxide");
    const root = process.cwd();
    const stylesheet = join(root, "src", "styles", "global.css");
    const compiler = await compile(readFileSync(stylesheet, "utf8"), {
      base: dirname(stylesheet),
      onDependency: () => {},
    });
    expect(compiler.root).not.toBeNull(); // null would scan the whole project: tests, docs, benches
    const sources = [...(compiler.root === "none" ? [] : [{ ...compiler.root!, negated: false }]), ...compiler.sources];
    const scanner = new Scanner({ sources });
    scanner.scan();
    const covered = new Set(codeFiles(root));
    const read = scanner.files.map((file) => relative(root, file));
    expect(read.length).toBeGreaterThan(100);
    expect(read.filter((file) => !covered.has(file))).toEqual([]);
  });
});
