import { describe, expect, it } from "vitest";
import { Spells } from "./spells.server.ts";

describe("Spells", () => {
  it("tells a record's older spell from its latest, in either order", () => {
    const spells = new Spells();
    spells.add(0, "4711", "2016-01-05", null, 0);
    spells.add(1, "4711", "2001-03-02", "2012-07-01", 1);
    expect(spells.supersededBy(0)).toBeUndefined();
    expect(spells.supersededBy(1)).toEqual({ record: "4711", from: "2016-01-05", to: null });
  });

  it("keeps ids that read as the same number apart ('123', '0123', '123 ')", () => {
    const spells = new Spells();
    spells.add(0, "123", "2016-01-05", null, 0);
    spells.add(1, "0123", "2001-03-02", null, 1);
    spells.add(2, "A-123", "2001-03-02", null, 2);
    for (const row of [0, 1, 2]) expect(spells.supersededBy(row)).toBeUndefined();
  });
});
