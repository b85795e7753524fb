import { describe, expect, it } from "vitest";
import { detectLayout } from "./layout.server.ts";
import { planSnapFile, SnapFileError } from "./plan.server.ts";

const HISTORICAL =
  "Record ID,Store Name,Store Type,Street Number,Street Name,Additional Address,City,State,Zip Code,Zip4,County,Latitude,Longitude,Authorization Date,End Date";
const RETAILER =
  "X,Y,Record_ID,Store_Name,Store_Street_Address,Additonal_Address,City,State,Zip_Code,Zip4,County,Store_Type,Latitude,Longitude,Incentive_Program,Grantee_Name,ObjectId";
const OLD = "X,Y,Store_Name,Address,Address_Line__2,City,State,Zip5,County,Longitude,Latitude,ObjectId";

describe("layouts", () => {
  it("recognises the three USDA headers", () => {
    expect(detectLayout(HISTORICAL.split(","))?.name).toBe("historical-locator");
    expect(detectLayout(RETAILER.split(","))?.name).toBe("retailer-location");
    expect(detectLayout(OLD.split(","))?.name).toBe("store-locations");
    expect(detectLayout(["name", "address"])).toBeNull();
  });

  it("refuses a file of another layout, naming the layouts it knows", () => {
    expect(() => planSnapFile("name,address\nx,y\n")).toThrow(SnapFileError);
    expect(() => planSnapFile("")).toThrow("The file is empty.");
  });
});

describe("planSnapFile", () => {
  it("reads the historical layout with a BOM and CRLF, and decides every row", () => {
    const file =
      "\uFEFF" +
      [
        HISTORICAL,
        '1001,"SMITH, JONES & SONS GROCERY",Grocery Store,12,MAIN ST,,ELKADER,IA,52043,1234,CLAYTON,0.0,0.0,04/13/2005,',
        "1002,KROGER #L-00331,Supermarket,500,OAK AVE,,ELKADER,IA,52043,,CLAYTON,42.85,-91.40,01/01/2010,",
        "1003,ELKADER IGA,Supermarket,7,ELM ST,,ELKADER,IA,52043,,CLAYTON,42.85,-91.40,01/01/2010,",
        "1004,CLOSED MARKET,Grocery Store,9,ELM ST,,ELKADER,IA,52043,,CLAYTON,42.85,-91.40,01/01/2010,03/01/2015",
        "1005,TACO PLACE,Restaurant Meals Program,1,ELM ST,,ELKADER,IA,52043,,CLAYTON,42.85,-91.40,01/01/2010,",
        "1006,BOX STORE,Grocery Store,,PO BOX 5,,ELKADER,IA,52043,,CLAYTON,42.85,-91.40,01/01/2010,",
        "1007,TOO,MANY,FIELDS,Grocery Store,1,ELM ST,,ELKADER,IA,52043,,CLAYTON,42.85,-91.40,01/01/2010,",
        "1008,MAIN STREET PHARMACY,Other,3,MAIN ST,,ELKADER,IA,52043,,CLAYTON,42.85,-91.40,01/01/2010,",
        "1009,ELKADER FARMERS MARKET,Farmers and Markets,3,MAIN ST,,ELKADER,IA,52043,,CLAYTON,42.85,-91.40,01/01/2010,",
      ].join("\r\n") +
      "\r\n";
    const plan = planSnapFile(file);
    expect(plan.layout).toBe("historical-locator");
    expect(plan.rows.map((r) => [r.record, r.decision, r.reason])).toEqual([
      ["1001", "independent", "no chain brand, banner or store number"],
      ["1002", "chain", 'brand "Kroger" (name-suggestion-index, Q153417)'],
      ["1003", "banner", 'licensed banner "IGA" of independently owned stores'],
      ["1004", "rejected", "SNAP authorisation ended 2015-03-01"],
      ["1005", "rejected", 'restaurant (Restaurant Meals Program) (store type "Restaurant Meals Program")'],
      ["1006", "rejected", 'PO box, no street address ("PO BOX 5")'],
      ["1007", "rejected", "17 fields where the header has 15 (an unquoted comma?)"],
      ["1008", "rejected", 'not a grocery store by type (store type "Other")'],
      ["1009", "rejected", 'farmers market (store type "Farmers and Markets")'],
    ]);
    expect(plan.rows[0]!.store).toMatchObject({
      name: "Smith, Jones & Sons Grocery",
      address: "12 Main St",
      latitude: null,
      authorizedOn: "2005-04-13",
    });
    expect(plan.rows[2]!.banner).toBe("IGA");
  });

  it("accepts a trailing comma and a row cut short, which shift no column", () => {
    const file = [
      `${OLD}`,
      "-79.9,40.4,CORNER MARKET,1 LIBERTY AVE,,PITTSBURGH,PA,15224,ALLEGHENY,-79.9,40.4,7,",
      "-79.9,40.4,SHORT MARKET,2 LIBERTY AVE,,PITTSBURGH,PA,15224",
    ].join("\n");
    expect(planSnapFile(file, { scope: "all" }).rows.map((r) => [r.record, r.decision])).toEqual([
      ["7", "independent"],
      ["line 3", "independent"],
    ]);
  });

  it("keeps farmers markets when asked", () => {
    const file = `${OLD}\n-79.9,40.4,BLOOMFIELD FARMERS MARKET,1 LIBERTY AVE,,PITTSBURGH,PA,15224,ALLEGHENY,-79.9,40.4,7\n`;
    expect(planSnapFile(file, { scope: "all" }).rows[0]!.decision).toBe("rejected");
    expect(planSnapFile(file, { farmersMarkets: true, scope: "all" }).rows[0]!.decision).toBe("independent");
  });

  it("sends a name numbered at three locations to review, unnumbered rows included", () => {
    const rows = ["BIG SAVER FOODS 1", "BIG SAVER FOODS 2", "BIG SAVER FOODS 15", "BIG SAVER FOODS", "GLATT MART 1"];
    const file = [
      RETAILER,
      ...rows.map(
        (name, i) =>
          `-118,34,${i + 1},${name},${i + 1} MAIN ST,,LOS ANGELES,CA,90001,    ,LOS ANGELES,Grocery Store,34,-118,,,${i}`,
      ),
    ].join("\n");
    const plan = planSnapFile(file, { scope: "all" });
    expect(plan.rows.map((r) => r.decision)).toEqual(["review", "review", "review", "review", "independent"]);
    expect(plan.rows[0]!.reason).toBe(
      'possible chain: 3 numbered locations named "big saver foods" in the imported files',
    );
  });
});

describe("messy input", () => {
  it("never throws and gives every record a decision and a reason", () => {
    // A fixed pseudo-random stream, so a failure is the same on every run.
    let seed = 12345;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pieces = [
      "",
      " ",
      ",",
      '"',
      '""',
      "\r\n",
      "\n",
      "0",
      "0.0",
      "PO BOX 1",
      "#12",
      "IGA",
      "Ñandú",
      "99999-1234",
      "12/31/2020",
      "AB",
    ];
    for (const header of [HISTORICAL, RETAILER, OLD]) {
      const lines = Array.from({ length: 200 }, () =>
        Array.from({ length: 1 + Math.floor(next() * 30) }, () => pieces[Math.floor(next() * pieces.length)]).join(""),
      );
      const plan = planSnapFile([header, ...lines].join("\n"));
      for (const row of plan.rows) {
        expect(["independent", "banner", "chain", "review", "rejected", "out_of_scope"]).toContain(row.decision);
        expect(row.reason).not.toBe("");
      }
    }
  });
  it("calls one operator's banner stores at many locations a chain, and leaves a banner's own name alone", () => {
    // Issue #45: an operator running many IGAs under one name; 'IGA' alone is many owners' name.
    const operator = Array.from({ length: 11 }, (_, i) => `HOUCHENS IGA ${i + 1}`);
    const plain = Array.from({ length: 11 }, () => "IGA");
    const file = [
      RETAILER,
      ...[...operator, ...plain].map(
        (name, i) =>
          `-118,34,${i + 1},${name},${i + 1} MAIN ST,,LOS ANGELES,CA,90001,    ,LOS ANGELES,Supermarket,34,-118,,,${i}`,
      ),
    ].join("\n");
    const plan = planSnapFile(file, { scope: "all" });
    expect(plan.rows[0]).toMatchObject({
      decision: "chain",
      reason: '11 IGA stores named "houchens iga" in the imported files: one operator\'s chain',
    });
    expect(plan.rows.slice(11).every((r) => r.decision === "banner")).toBe(true);
  });
});
