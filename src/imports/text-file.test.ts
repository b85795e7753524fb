import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { textFilePieces } from "./text-file.server.ts";

const dir = mkdtempSync(join(tmpdir(), "text-file-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, content: string | Buffer) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

describe("textFilePieces", () => {
  it("reads the whole text in pieces that end at line ends, without the BOM", () => {
    const text = "Record ID,Store Name\r\n1,Café Olé\r\n22,a very long line that is longer than a piece\r\n3,last";
    const pieces = [...textFilePieces(file("bom.csv", `\uFEFF${text}`), 16)];
    expect(pieces.join("")).toBe(text);
    expect(pieces.length).toBeGreaterThan(2);
    for (const piece of pieces.slice(0, -1)) expect(piece.endsWith("\n")).toBe(true);
  });

  it("keeps a file without a BOM whole, and reads an empty file as nothing", () => {
    expect([...textFilePieces(file("plain.csv", "a\nb\n"), 3)].join("")).toBe("a\nb\n");
    expect([...textFilePieces(file("empty.csv", ""))]).toEqual([]);
    expect([...textFilePieces(file("bom-only.csv", Buffer.from([0xef, 0xbb, 0xbf])))]).toEqual([]);
  });

  it("fails when opened on a file that is not there", () => {
    expect(() => textFilePieces(join(dir, "missing.csv"))).toThrow(/ENOENT/);
  });
});
