import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { planSnapFile } from "./plan.server.ts";
import type { SnapPlan } from "./plan-types.server.ts";

// Real rows of USDA's historical locator file for Hawaii (tests/fixtures/snap/README.md).
const FILE = readFileSync(
  new URL("../../../tests/fixtures/snap/historical-hi-same-store.csv", import.meta.url),
  "utf8",
);
const [HEADER, ...LINES] = FILE.trimEnd().split("\n");
// Every row in scope: these tests are about which records are one store, not where it is.
const plan = planSnapFile(FILE, { scope: "all" });
const rowsOf = (p: SnapPlan, record: string) => p.rows.filter((r) => r.record === record);
const leadOf = (p: SnapPlan, record: string) => {
  const row = rowsOf(p, record).at(-1)!;
  return row.sameStoreAs === undefined ? undefined : p.rows[row.sameStoreAs]!.record;
};
const published = (p: SnapPlan) => p.rows.filter((r) => r.store).map((r) => r.record);

describe("one store, one listing (issue #45 item 3)", () => {
  it("gives an ended business's records to its successor at the address", () => {
    // 'Kohala Spirits' under three records, ended 2010; 'Kohala Grown Market' there since 2016.
    for (const record of ["444647", "741111", "851194"]) expect(leadOf(plan, record)).toBe("1233511");
    expect(rowsOf(plan, "1233511")[0]).toMatchObject({ decision: "independent", sameStoreAs: undefined });
  });

  it("keeps the records of one store under old and new USDA numbers together, the newest deciding", () => {
    expect(leadOf(plan, "322874")).toBe("1548119");
    expect(leadOf(plan, "844465")).toBe("1548119");
    // A record naming the suite and one naming none, at one street address: one store.
    expect(leadOf(plan, "1021801")).toBe("1444188");
    expect(published(plan).filter((r) => ["1548119", "844465", "322874"].includes(r))).toEqual(["1548119"]);
  });

  it("keeps two suites of one building apart", () => {
    expect(leadOf(plan, "835598")).toBeUndefined();
    expect(leadOf(plan, "1091011")).toBeUndefined();
  });

  it("decides by the newest authorisation, whatever the file order", () => {
    // Constructed from the two real Rodeo General Store rows: the older one, still authorised, after
    // the newer one in the file, and the newer one sent to review by its type.
    const [older, newer] = [LINES[12]!, LINES[13]!];
    const asReview = newer.replace("Small Grocery Store", "Convenience Store");
    for (const rows of [
      [asReview, older.replace(/2023-05-04\r?$/, "")],
      [older.replace(/2023-05-04\r?$/, ""), asReview],
    ]) {
      const p = planSnapFile([HEADER, ...rows].join("\n"), { scope: "all" });
      expect(rowsOf(p, "1548119")[0]).toMatchObject({ decision: "review" });
      // The older record's grocery type does not publish the store the newest record sent to review.
      expect(rowsOf(p, "844465")[0]).toMatchObject({
        decision: "rejected",
        sameStoreAs: p.rows.indexOf(rowsOf(p, "1548119")[0]!),
      });
      expect(rowsOf(p, "844465")[0]!.reason).toMatch(/^an older record of the same store as record 1548119/);
      expect(published(p)).toEqual(["1548119"]);
    }
  });

  it("lets a newer convenience record at the address decide what an old grocery record is", () => {
    // Constructed from the real Trini's Market row (still authorised) and the Kona Wikiwiki Mart row
    // that followed it at the address, here still authorised: the convenience store is what is there.
    const trini = LINES[8]!;
    const wikiwiki = LINES[5]!.replace(/2014-07-08\r?$/, "").replace("2014-06-03", "2022-06-03");
    const p = planSnapFile([HEADER, trini, wikiwiki].join("\n"));
    expect(rowsOf(p, "1444188")[0]).toMatchObject({ decision: "rejected" });
    expect(rowsOf(p, "1444188")[0]!.reason).toContain('record 1148996 ("Kona Wikiwiki Mart", Convenience Store');
    expect(published(p)).toEqual([]);
  });
});

describe("non-grocers stay out (issue #45 item 4)", () => {
  it("never keeps a hardware store as a banner, even typed a grocery", () => {
    expect(rowsOf(plan, "1064337")[0]).toMatchObject({
      decision: "review",
      reason: "the name says hardware store, though the store type says grocery",
      banner: undefined,
    });
  });

  it("leaves a bakery out", () => {
    expect(rowsOf(plan, "502053")[0]).toMatchObject({
      decision: "rejected",
      reason: 'bakery (store type "Bakery Specialty")',
    });
  });
});
