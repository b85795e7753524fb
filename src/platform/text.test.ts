import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  isSingleLine,
  isStorableText,
  MALFORMED_TEXT_MESSAGE,
  SINGLE_LINE_MESSAGE,
  singleLineText,
  text,
  toSingleLine,
} from "./text.ts";

describe("isStorableText", () => {
  it.each([
    ["plain text", "Hansen's Market", true],
    ["accents and CJK", "Café 東京", true],
    ["an emoji (a surrogate pair)", "Fresh 🍎 daily", true],
    ["an empty string", "", true],
    ["a NUL byte", "a\u0000b", false],
    ["only a NUL byte", "\u0000", false],
    ["a lone high surrogate", "a\uD800b", false],
    ["a lone high surrogate at the end", "abc\uDBFF", false],
    ["a lone low surrogate", "a\uDC00b", false],
    ["a lone low surrogate at the start", "\uDFFFabc", false],
    ["two high surrogates", "\uD83D\uD83D", false],
    ["a reversed pair", "\uDC00\uD800", false],
  ])("%s -> %s", (_label, value, expected) => {
    expect(isStorableText(value)).toBe(expected);
  });
});

describe("text()", () => {
  it("checks before trimming and length rules, with one clear message", () => {
    const schema = z.object({ name: text().trim().min(1, "Name is required") });
    const result = schema.safeParse({ name: "\u0000" });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toHaveLength(1);
    expect(result.error!.issues[0]!.message).toBe(MALFORMED_TEXT_MESSAGE);
    expect(schema.parse({ name: "  Ok  " })).toEqual({ name: "Ok" });
  });

  it("keeps the type error of z.string()", () => {
    expect(text({ error: "Name is required" }).safeParse(42).error!.issues[0]!.message).toBe("Name is required");
  });
});

// Issue #43 item 11: names and other single-line fields kept CR, LF and U+2028.
describe("singleLineText() and toSingleLine()", () => {
  const schema = z.object({ name: singleLineText().min(1, "Name is required") });
  it.each([
    ["a line feed", "Corner\nMarket"],
    ["a carriage return", "Corner\rMarket"],
    ["CR LF", "Corner\r\nMarket"],
    ["U+2028", "Corner\u2028Market"],
    ["U+2029", "Corner\u2029Market"],
    ["NEL (U+0085)", "Corner\u0085Market"],
    ["a tab", "Corner\tMarket"],
    ["a bell", "Corner\u0007Market"],
    ["an escape", "\u001b[31mCorner"],
    ["DEL", "Corner\u007f"],
  ])("refuses %s inside, with one clear message", (_label, value) => {
    const result = schema.safeParse({ name: value });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toEqual([SINGLE_LINE_MESSAGE]);
  });

  it("cleans line breaks at either end away, and keeps accents, emoji and plain spaces", () => {
    expect(schema.parse({ name: "\r\n  Café 東京 🍎 Market \n" })).toEqual({ name: "Café 東京 🍎 Market" });
    expect(isSingleLine("Hansen's Market, Main St. #4")).toBe(true);
  });

  it("still refuses a NUL as malformed text first", () => {
    expect(schema.safeParse({ name: "a\u0000b" }).error!.issues[0]!.message).toBe(MALFORMED_TEXT_MESSAGE);
  });

  it("toSingleLine turns each run of breaks, controls and spaces into one space", () => {
    expect(toSingleLine(" Corner\r\n\u2028Market\u0007 \tStore \n")).toBe("Corner Market Store");
    expect(toSingleLine("Plain")).toBe("Plain");
  });
});
