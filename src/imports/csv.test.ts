import { describe, expect, it } from "vitest";
import { csvField, readCsv, readCsvPieces } from "./csv.server.ts";

const rows = (text: string) => [...readCsv(text)].map((r) => r.fields);

describe("readCsv", () => {
  it("reads plain rows with LF or CRLF endings", () => {
    expect(rows("a,b\n1,2\n")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
    expect(rows("a,b\r\n1,2\r\n")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
    expect(rows("a,b\r\n1,2")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
  });

  it("drops a UTF-8 byte order mark", () => {
    expect(rows("\uFEFFRecord ID,Store Name\n1,X")).toEqual([
      ["Record ID", "Store Name"],
      ["1", "X"],
    ]);
  });

  it("keeps commas, doubled quotes and line breaks inside quotes", () => {
    expect(rows('1,"SMITH, JONES & CO","say ""hi""","two\r\nlines",end\n')).toEqual([
      ["1", "SMITH, JONES & CO", 'say "hi"', "two\r\nlines", "end"],
    ]);
  });

  it("keeps empty and space-only fields, and skips blank lines", () => {
    expect(rows("a,,    ,\n\n\r\nb\n")).toEqual([["a", "", "    ", ""], ["b"]]);
  });

  it("numbers records by the line they start on", () => {
    expect([...readCsv('h\n"a\nb"\nc\n')].map((r) => r.line)).toEqual([1, 2, 4]);
  });

  it("never throws on a broken quote", () => {
    expect(rows('a,"open\nb,c')).toEqual([["a", "open\nb,c"]]);
    expect(rows('a,"x"y,z')).toEqual([["a", "xy", "z"]]);
  });
});

describe("readCsvPieces", () => {
  // Every hard case of one record running into the next piece: a quoted comma, a doubled quote,
  // a line break inside quotes, text after a closing quote, CRLF, a blank line, an unterminated
  // quote at the end and a last line without a line end.
  const text = '\uFEFFid,name\r\n1,"SMITH, JONES"\r\n2,"say ""hi"""\r\n\r\n3,"two\nlines"x,end\n4,plain\n5,"open\nrest';

  it("reads the same records however the text is cut", () => {
    const whole = [...readCsv(text)];
    expect(whole.map((r) => r.line)).toEqual([1, 2, 3, 5, 7, 8]);
    for (let cut = 0; cut <= text.length; cut++) {
      expect([...readCsvPieces([text.slice(0, cut), text.slice(cut)])]).toEqual(whole);
    }
    expect([...readCsvPieces([...text])]).toEqual(whole);
  });

  it("reads a last record without a line end, and nothing from no pieces", () => {
    expect([...readCsvPieces(["a,b\n1,", "2"])].map((r) => r.fields)).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
    expect([...readCsvPieces([])]).toEqual([]);
  });
});

describe("csvField", () => {
  it("quotes only when needed", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField('A, "B"')).toBe('"A, ""B"""');
    expect(csvField(null)).toBe("");
    expect(csvField(12)).toBe("12");
  });
});
