import { describe, expect, it } from "vitest";
import { cityMetaDescription } from "./city-view.ts";
import { sourcesPhrase, cityIntro } from "./city-sources.ts";

const usda = { dataSource: "usda-snap", isSample: false };
const listed = { dataSource: null, isSample: false };
const osm = { dataSource: "osm", isSample: false };

describe("what a town page says of where its listings came from (issue 31)", () => {
  it("says a town of USDA imports came from USDA's list, not from owners and neighbours", () => {
    expect(cityIntro({ name: "Hilo", description: null }, "Hawaii", [usda, usda])).toBe(
      "Independent grocery stores in Hilo, Hawaii, from USDA's list of SNAP retailers.",
    );
    // The intro towns were created with is replaced by the computed one.
    expect(
      cityIntro(
        {
          name: "Hana",
          description: "Independent grocery stores in Hana, Hawaii, listed by their owners and neighbours.",
        },
        "Hawaii",
        [usda],
      ),
    ).toBe("One independent grocery store in Hana, Hawaii, from USDA's list of SNAP retailers.");
  });

  it("counts each source in a town of several", () => {
    expect(sourcesPhrase([listed, usda, usda, osm])).toBe(
      "1 listed by owners and neighbours, 2 from USDA's list of SNAP retailers and 1 from OpenStreetMap",
    );
    expect(cityIntro({ name: "Mankato", description: "" }, "Minnesota", [listed, listed])).toBe(
      "Independent grocery stores in Mankato, Minnesota, listed by their owners and neighbours.",
    );
  });

  it("keeps an admin's own description, and says nothing for a town without stores or one", () => {
    expect(cityIntro({ name: "Elkader", description: "On the Turkey River." }, "Iowa", [usda])).toBe(
      "On the Turkey River.",
    );
    expect(cityIntro({ name: "Elkader", description: null }, "Iowa", [])).toBeNull();
  });

  it("writes meta descriptions that are true of imported towns", () => {
    expect(cityMetaDescription({ name: "Hilo", state: "HI" }, [usda, usda])).toBe(
      "Find 2 independent grocery stores in Hilo, HI, from USDA's list of SNAP retailers, with addresses and directions.",
    );
    expect(cityMetaDescription({ name: "Mankato", state: "MN" }, [listed])).toBe(
      "Find 1 independent grocery store in Mankato, MN: independent grocers, with hours, ratings and local favourites.",
    );
  });
});

describe("the best-deals page's copy (issue 31)", () => {
  it("claims ratings and phone numbers only when the stores have them", async () => {
    const { bestDealsDescription, bestDealsListHeading } = await import("./city-view.ts");
    const imported = { ...usda, rating: null, phone: null };
    expect(bestDealsDescription({ name: "Hilo", state: "HI" }, [imported, imported], 0)).toBe(
      "Compare 2 stores in Hilo, HI (from USDA's list of SNAP retailers): tips for saving on local produce.",
    );
    expect(bestDealsListHeading({ name: "Hilo" }, [imported], { featured: 0, deals: 0 })).toBe(
      "Independent grocers in Hilo",
    );
    const rated = { ...listed, rating: 4.5, phone: "(507) 555-0100" };
    expect(bestDealsDescription({ name: "Mankato", state: "MN" }, [rated], 1)).toBe(
      "Compare 1 store in Mankato, MN: featured deals, ratings, phone numbers and tips for saving on local produce.",
    );
    expect(bestDealsListHeading({ name: "Mankato" }, [rated], { featured: 0, deals: 0 })).toBe(
      "Top-rated independent grocers in Mankato",
    );
  });

  it("says featured deals only where a featured store has a current circular (issue #49)", async () => {
    const { bestDealsDescription, bestDealsListHeading, featuredBannerText } = await import("./city-view.ts");
    const rated = { ...listed, rating: 4.5, phone: null };
    expect(bestDealsDescription({ name: "Mankato", state: "MN" }, [rated], 0)).not.toContain("deals");
    expect(bestDealsListHeading({ name: "Mankato" }, [rated], { featured: 2, deals: 0 })).toBe(
      "Featured stores and top-rated grocers in Mankato",
    );
    const { bestDealsIntro } = await import("./city-view.ts");
    expect(bestDealsIntro("Hilo", 1)).not.toContain("compete");
    expect(bestDealsIntro("Hilo", 2)).toContain("compete on freshness");
    expect(featuredBannerText("Mankato", 2, 0)).toBe(
      "2 local stores are featured in Mankato. Look for the golden ribbon.",
    );
    expect(featuredBannerText("Mankato", 2, 1)).toBe(
      "One featured store has a current circular in Mankato. Look for the Featured Deal ribbon.",
    );
  });
});
