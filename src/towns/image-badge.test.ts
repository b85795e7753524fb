import { describe, expect, it } from "vitest";
import { imageBadge } from "./image-badge.ts";

describe("imageBadge", () => {
  const url = "https://images.example/mankato.jpg";

  it("is fallback without an image or when the source says so", () => {
    expect(imageBadge({ imageUrl: null, imageSource: "wikipedia" })).toBe("fallback");
    expect(imageBadge({ imageUrl: "  ", imageSource: "custom" })).toBe("fallback");
    expect(imageBadge({ imageUrl: url, imageSource: "fallback" })).toBe("fallback");
  });

  it("names the known sources", () => {
    expect(imageBadge({ imageUrl: url, imageSource: "stock" })).toBe("stock");
    expect(imageBadge({ imageUrl: url, imageSource: "wikipedia" })).toBe("wikipedia");
    expect(imageBadge({ imageUrl: url, imageSource: "Tourism" })).toBe("tourism");
  });

  it("calls anything else custom", () => {
    expect(imageBadge({ imageUrl: url, imageSource: "custom" })).toBe("custom");
    expect(imageBadge({ imageUrl: url, imageSource: "unsplash" })).toBe("custom");
    expect(imageBadge({ imageUrl: url, imageSource: null })).toBe("custom");
  });
});
