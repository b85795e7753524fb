import { expect, it } from "vitest";
import { bestDealsTitle, cityBannerImage, storesFound } from "./city-view.ts";

it.each([
  [{ imageUrl: "https://img.example/a.jpg", imageSource: "wikipedia" }, "https://img.example/a.jpg"],
  [{ imageUrl: "/images/cities/a.jpg", imageSource: "custom" }, "/images/cities/a.jpg"],
  [{ imageUrl: "https://img.example/a.jpg", imageSource: "fallback" }, null],
  [{ imageUrl: "  ", imageSource: "stock" }, null],
  [{ imageUrl: null, imageSource: "stock" }, null],
  [{ imageUrl: "javascript:alert(1)", imageSource: "custom" }, null],
  [{ imageUrl: "//evil.example/x.jpg", imageSource: "custom" }, null],
])("cityBannerImage(%j) -> %j", (city, expected) => expect(cityBannerImage(city)).toBe(expected));

it("counts stores found, singular and plural", () => {
  expect(storesFound(0)).toBe("0 stores found");
  expect(storesFound(1)).toBe("1 store found");
  expect(storesFound(1200)).toBe("1,200 stores found");
});

it("titles the best-deals page with city and state", () => {
  expect(bestDealsTitle({ name: "Mankato", state: "MN" })).toBe("Best Grocery Stores & Deals in Mankato, MN");
});
