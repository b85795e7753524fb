import { describe, expect, it } from "vitest";
import { z } from "zod";
import { isStorableText, MALFORMED_TEXT_MESSAGE, text } from "./text.ts";

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
