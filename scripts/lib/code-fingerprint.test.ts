import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { codeFingerprint } from "./code-fingerprint.ts";

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
