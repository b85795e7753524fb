import { describe, expect, it } from "vitest";
import { townInScope } from "./scope.ts";

describe("the small-town scope rule", () => {
  it("leaves out towns of 50,000+ people, with the population", () => {
    expect(townInScope({ name: "Atlanta", state: "GA", latitude: 33.749, longitude: -84.388 })).toEqual({
      inScope: false,
      reason: "out of scope: Atlanta, pop. 463,878",
    });
  });

  it("leaves out small towns within 50 km of a city of 250,000+", () => {
    expect(townInScope({ name: "Decatur", state: "GA", latitude: 33.7748, longitude: -84.2963 })).toEqual({
      inScope: false,
      reason: "out of scope: 9 km from Atlanta (pop. 463,878)",
    });
  });

  it("keeps small towns far from big cities, and towns in the expansion's metro areas", () => {
    expect(townInScope({ name: "Elkader", state: "IA", latitude: 42.8538, longitude: -91.4054 })).toMatchObject({
      inScope: true,
    });
    // Hilo is one of the 321 small metro areas.
    expect(townInScope({ name: "Hilo", state: "HI", latitude: 19.7297, longitude: -155.09 })).toEqual({
      inScope: true,
      reason: "in the small metro area of Hilo, HI",
    });
  });

  it("takes every town with --scope all", () => {
    expect(townInScope({ name: "Atlanta", state: "GA", latitude: 33.749, longitude: -84.388 }, "all").inScope).toBe(
      true,
    );
  });
});
