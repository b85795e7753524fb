import { describe, expect, it } from "vitest";
import { tokens } from "./text.server.ts";

describe("tokens", () => {
  it.each([
    ["Joe's Market", ["joes", "market"]],
    ["K & G SUPERMART", ["k", "and", "g", "supermart"]],
    ["A&&B", ["a", "and", "and", "b"]],
    ["7-ELEVEN #36205", ["7", "eleven", "36205"]],
    ["'twas `quoted` a' b", ["twas", "quoted", "a", "b"]],
    ["  ", []],
    ["", []],
    // Beyond ASCII: accents come off, a curly apostrophe joins like a straight one.
    ["Panadería José’s", ["panaderia", "joses"]],
    ["\u212Aelvin", ["kelvin"]],
  ])("%j has the words %j", (text, words) => {
    expect(tokens(text)).toEqual(words);
  });

  it("gives the same words when asked twice in a row or in between", () => {
    expect(tokens("Big Y")).toEqual(["big", "y"]);
    expect(tokens("Big Y")).toEqual(["big", "y"]);
    expect(tokens("Ralphs")).toEqual(["ralphs"]);
    expect(tokens("Big Y")).toEqual(["big", "y"]);
  });
});
