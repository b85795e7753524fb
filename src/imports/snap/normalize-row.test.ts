import { describe, expect, it } from "vitest";
import type { SnapRawRow } from "./layout.server.ts";
import { coordinate, isoDate, isPoBox, normalizeRow, titleCase, zip5 } from "./normalize-row.server.ts";

const raw = (over: Partial<SnapRawRow> = {}): SnapRawRow => ({
  record: "1",
  name: "ABC MARKET",
  storeType: "Grocery Store",
  street: "2100 WORKMAN ST",
  additional: "",
  city: "LOS ANGELES",
  state: "CA",
  zip: "90031",
  zip4: "3035",
  latitude: "34.069725",
  longitude: "-118.2141",
  authorizedOn: "",
  endedOn: "",
  ...over,
});

describe("titleCase", () => {
  it.each([
    ["ABC MARKET", "Abc Market"],
    ["  TRADER   JOE'S ", "Trader Joe's"],
    ["MCDONALD'S", "McDonald's"],
    ["O'BRIEN GROCERY", "O'Brien Grocery"],
    ["7-ELEVEN", "7-Eleven"],
    ["K & G SUPERMART", "K & G Supermart"],
    ["MERCADO DE LA RAZA", "Mercado de la Raza"],
    ["CVS PHARMACY", "CVS Pharmacy"],
    ["LAS PALMAS IGA", "Las Palmas IGA"],
    ["1043 W 42ND ST", "1043 W 42nd St"],
    ["KROGER #L-00331", "Kroger #L-00331"],
    ["Los Toros Meat Mkt #2", "Los Toros Meat Mkt #2"],
  ])("%s -> %s", (input, output) => expect(titleCase(input)).toBe(output));

  it("keeps directions and one-letter streets in addresses", () => {
    expect(titleCase("A & B MARKET")).toBe("A & B Market");
    expect(titleCase("12 N MAIN ST", { address: true })).toBe("12 N Main St");
    expect(titleCase("STOP N GO")).toBe("Stop N Go");
  });
});

describe("field rules", () => {
  it("reads ZIP codes, ZIP+4 and lost leading zeros", () => {
    expect(zip5("90031")).toBe("90031");
    expect(zip5("90031-3035")).toBe("90031");
    expect(zip5("900313035")).toBe("90031");
    expect(zip5("2134")).toBe("02134");
    expect(zip5(" ")).toBeNull();
    expect(zip5("ABCDE")).toBeNull();
    expect(zip5("00000")).toBeNull();
  });

  it("drops zero, blank and impossible coordinates", () => {
    expect(coordinate("34.05", 90)).toBe(34.05);
    expect(coordinate("0.0", 90)).toBeNull();
    expect(coordinate("", 90)).toBeNull();
    expect(coordinate("95", 90)).toBeNull();
    expect(coordinate("n/a", 180)).toBeNull();
  });

  it("reads USDA dates", () => {
    expect(isoDate("04/13/2005")).toBe("2005-04-13");
    expect(isoDate("4/3/2005 0:00")).toBe("2005-04-03");
    expect(isoDate("2019-11-02")).toBe("2019-11-02");
    expect(isoDate("02/30/2020")).toBeNull();
    expect(isoDate("")).toBeNull();
  });

  it("knows a PO box", () => {
    expect(isPoBox("PO BOX 12")).toBe(true);
    expect(isPoBox("P.O. Box 7")).toBe(true);
    expect(isPoBox("Post Office Box 9")).toBe(true);
    expect(isPoBox("12 Boxwood Rd")).toBe(false);
  });
});

describe("normalizeRow", () => {
  it("cleans a row", () => {
    expect(
      normalizeRow(raw({ additional: "STE 5", latitude: "0", longitude: "0", authorizedOn: "01/02/2008" })),
    ).toEqual({
      ok: true,
      store: {
        record: "1",
        name: "Abc Market",
        storeType: "Grocery Store",
        address: "2100 Workman St, Ste 5",
        city: "Los Angeles",
        state: "CA",
        zip: "90031",
        latitude: null,
        longitude: null,
        authorizedOn: "2008-01-02",
        endedOn: null,
      },
    });
  });

  it("uses the street line when the first line is a PO box, and refuses a PO box alone", () => {
    const swapped = normalizeRow(raw({ street: "PO BOX 44", additional: "12 MAIN ST" }));
    expect(swapped.ok && swapped.store.address).toBe("12 Main St");
    expect(normalizeRow(raw({ street: "PO BOX 44" }))).toEqual({
      ok: false,
      reason: 'PO box, no street address ("PO BOX 44")',
    });
  });

  it("gives a reason for every row it refuses", () => {
    expect(normalizeRow(raw({ name: "   " }))).toEqual({ ok: false, reason: "no store name" });
    expect(normalizeRow(raw({ street: "" }))).toEqual({ ok: false, reason: "no street address" });
    expect(normalizeRow(raw({ state: "California" }))).toEqual({ ok: false, reason: 'no valid state ("California")' });
    expect(normalizeRow(raw({ zip: "", city: "" }))).toEqual({ ok: false, reason: "neither a ZIP code nor a town" });
  });

  it("drops placeholders from names", () => {
    const row = normalizeRow(raw({ name: "SUNOCO BELLEVUE N/A" }));
    expect(row.ok && row.store.name).toBe("Sunoco Bellevue");
  });
});
