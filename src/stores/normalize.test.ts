import { describe, expect, it } from "vitest";
import { normalizeAddress, normalizeName } from "./normalize.server.ts";

describe("listing normalisation", () => {
  it("treats punctuation, case and accents as the same name", () => {
    expect(normalizeName("Miller's  Market & Deli")).toBe(normalizeName("millers market and deli"));
    expect(normalizeName("Café Épicerie")).toBe("cafe epicerie");
  });

  it("treats street-word abbreviations as the same address", () => {
    expect(normalizeAddress("12 North Main Street")).toBe(normalizeAddress("12 N. Main St."));
    expect(normalizeAddress("400 Prairie Avenue")).toBe("400 prairie ave");
  });

  it("keeps different numbers apart", () => {
    expect(normalizeAddress("12 Main St")).not.toBe(normalizeAddress("21 Main St"));
  });
});
