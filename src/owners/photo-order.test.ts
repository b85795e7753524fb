import { describe, expect, it } from "vitest";
import { moved } from "./photo-order.ts";

describe("photo order", () => {
  it("moves one photo earlier or later, clamped at the ends", () => {
    expect(moved(["a", "b", "c"], 2, 1)).toEqual(["a", "c", "b"]);
    expect(moved(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moved(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moved(["a", "b", "c"], 2, 9)).toEqual(["a", "b", "c"]);
  });

  it("puts the chosen main photo first, keeping the others' order", () => {
    expect(moved(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
  });
});
