import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { planSnapFile, planSnapFiles } from "./plan.server.ts";

// Real rows of USDA's historical locator file for Hawaii (tests/fixtures/snap/README.md).
const FILE = readFileSync(new URL("../../../tests/fixtures/snap/historical-hi-excerpt.csv", import.meta.url), "utf8");
const [HEADER, ...LINES] = FILE.trimEnd().split("\n");
const byName = (plan: ReturnType<typeof planSnapFile>, name: string) => plan.rows.filter((r) => r.name === name);

describe("a record whose authorisation lapsed and resumed", () => {
  const arakaki = LINES.filter((l) => l.startsWith("628457,"));

  it.each([
    ["ended row first", arakaki],
    ["ended row last", [...arakaki].reverse()],
  ])("keeps SNAP from its latest spell (%s)", (_, rows) => {
    const plan = planSnapFile([HEADER, ...rows].join("\n"));
    const current = plan.rows.find((r) => r.store);
    expect(current).toMatchObject({ decision: "independent", usdaRecordId: "628457" });
    expect(current!.store!.authorizedOn).toBe("2024-01-12");
    // The older, ended spell switches nothing off.
    expect(plan.rows.some((r) => r.endedRecordId)).toBe(false);
    expect(plan.rows.find((r) => !r.store)!.reason).toBe(
      "an earlier authorisation of record 628457 (its latest began 2024-01-12)",
    );
  });

  it("switches SNAP off when the latest spell ended", () => {
    const plan = planSnapFile(FILE);
    const spice = plan.rows.filter((r) => r.record === "840949");
    expect(spice.map((r) => r.endedRecordId ?? null)).toEqual([null, "840949"]);
    expect(spice[1]!.reason).toBe("SNAP authorisation ended 2021-03-30");
  });
});

describe("the Hawaii excerpt", () => {
  const plan = planSnapFile(FILE);

  it("decides each row by its type, brand and name", () => {
    expect(byName(plan, "Foodland Keaau 41")[0]).toMatchObject({ decision: "chain", storeType: "Super Store" });
    expect(byName(plan, "7-Eleven 54138")[0]!.decision).toBe("chain");
    expect(byName(plan, "Kimura General Store")[0]!.decision).toBe("review");
    expect(byName(plan, "Wailua Country Store").map((r) => r.decision)).toEqual(["rejected", "review"]);
    expect(byName(plan, "Hasegawa General Store")[0]).toMatchObject({
      decision: "independent",
      town: { name: "Hana", state: "HI" },
    });
    expect(byName(plan, "Tamura Enterprises, Inc.")[0]).toMatchObject({
      decision: "review",
      reason: "the name is only a company's legal name",
    });
    // Three numbered 'Sack N Save' stores: maybe a chain, maybe one owner's: a person decides.
    expect(byName(plan, "Sack N Save Hilo 21")[0]).toMatchObject({
      decision: "review",
      reason: 'possible chain: 3 numbered locations named "sack ..." in the imported files',
    });
  });

  it("takes the data's date from the newest authorisation, else the file name or the command line", () => {
    expect(plan.sourceDate).toEqual({ date: "2024-01-12", from: "newest authorisation" });
    expect(planSnapFile(FILE, {}, "snap_retailers_2020-06-30.csv").sourceDate).toEqual({
      date: "2020-06-30",
      from: "file",
    });
    expect(planSnapFile(FILE, { asOf: "2020-06-01" }, "snap_retailers_2020-06-30.csv").sourceDate).toEqual({
      date: "2020-06-01",
      from: "command line",
    });
  });
});

describe("chains found from the data", () => {
  const row = (id: number, name: string, town: string, zip: string) =>
    `${id},${name},Medium Grocery Store,${id},Main St,,${town},HI,${zip},,HAWAII,0.0,0.0,2019-01-01,`;

  it("calls a name at more than 10 locations across the files a chain, and 10 or fewer local", () => {
    const towns = [
      ["Hilo", "96720"],
      ["Pahoa", "96778"],
      ["Kapaau", "96755"],
    ];
    const eleven = Array.from({ length: 11 }, (_, i) =>
      row(500 + i, "Kalapana Corner Grocery", ...(towns[i % 3] as [string, string])),
    );
    const ten = Array.from({ length: 10 }, (_, i) =>
      row(600 + i, "Puna Corner Grocery", ...(towns[i % 3] as [string, string])),
    );
    // Split over two files: the count runs across every file of the import.
    const plan = planSnapFiles([
      { text: [HEADER, ...eleven.slice(0, 5), ...ten.slice(0, 5)].join("\n") },
      { text: [HEADER, ...eleven.slice(5), ...ten.slice(5)].join("\n") },
    ]);
    const decisions = (name: string) => new Set(plan.rows.filter((r) => r.name === name).map((r) => r.decision));
    expect(decisions("Kalapana Corner Grocery")).toEqual(new Set(["chain"]));
    expect(plan.rows.find((r) => r.name === "Kalapana Corner Grocery")!.reason).toBe(
      '11 locations named "kalapana corner grocery" in the imported files',
    );
    expect(decisions("Puna Corner Grocery")).toEqual(new Set(["independent"]));
  });

  it("keeps an owner's two numbered shops", () => {
    const plan = planSnapFile(
      [HEADER, row(1, "Front Porch Store 2", "Hilo", "96720"), row(2, "Front Porch Store 1", "Pahoa", "96778")].join(
        "\n",
      ),
    );
    expect(plan.rows.map((r) => r.decision)).toEqual(["independent", "independent"]);
  });
});
