// The shopper's form input (ADR 045): what the schema refuses, and how a pasted page address of the
// other listing is read.
import { describe, expect, it } from "vitest";
import { DUPLICATE_MESSAGE, KIND_MESSAGE, storeIdentifierFromAddress, suggestionSchema } from "./suggestion-schema.ts";

describe("storeIdentifierFromAddress", () => {
  it.each([
    ["https://smalltowngrocers.example/grocery-stores/mankato-mn/hansens-market", "mankato-mn/hansens-market"],
    ["https://smalltowngrocers.example/grocery-stores/mankato-mn/hansens-market/?x=1#top", "mankato-mn/hansens-market"],
    ["/grocery-stores/mankato-mn/hansens-market", "mankato-mn/hansens-market"],
    ["grocery-stores/6f0e7c1a-3b2d-4e5f-8a9b-0c1d2e3f4a5b", "6f0e7c1a-3b2d-4e5f-8a9b-0c1d2e3f4a5b"],
    ["  /grocery-stores/hansens-market  ", "hansens-market"],
    ["https://elsewhere.example/cities/mankato-mn", null],
    ["hansens market", null],
    ["http://[bad", null],
  ])("reads %j as %j", (address, expected) => {
    expect(storeIdentifierFromAddress(address)).toBe(expected);
  });
});

describe("suggestionSchema", () => {
  const issues = (input: unknown) => {
    const result = suggestionSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  };

  it.each([
    [{}, [`kind: ${KIND_MESSAGE}`]],
    [{ kind: "rumour" }, [`kind: ${KIND_MESSAGE}`]],
    [{ kind: "duplicate" }, [`duplicateOf: ${DUPLICATE_MESSAGE}`]],
    [{ kind: "duplicate", duplicateOf: "   " }, [`duplicateOf: ${DUPLICATE_MESSAGE}`]],
    [{ kind: "phone", note: "x".repeat(1001) }, ["note: The note must be at most 1000 characters."]],
    [{ kind: "phone", email: "nope" }, ["email: Please enter a valid email address."]],
    [{ kind: "phone", note: "bad\u0000byte" }, [expect.stringMatching(/^note: This text contains a character/)]],
    [{ kind: "closed", note: "", email: "" }, []],
  ])("%j -> %j", (input, expected) => {
    expect(issues(input)).toEqual(expected);
  });

  it("trims and lower-cases what it keeps, and drops blanks", () => {
    expect(suggestionSchema.parse({ kind: "hours", note: "  Open 7-9  ", email: " A@B.example " })).toEqual({
      kind: "hours",
      note: "Open 7-9",
      email: "a@b.example",
    });
  });
});
