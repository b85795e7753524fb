// The image-source badge of a city (spec section 4, "City image badge"): fallback if the city has no
// image or its source is "fallback"; stock, wikipedia and tourism as named; any other source custom.
export type ImageBadge = "fallback" | "stock" | "wikipedia" | "tourism" | "custom";

export function imageBadge(city: { imageUrl: string | null; imageSource: string | null }): ImageBadge {
  const source = city.imageSource?.trim().toLowerCase() ?? "";
  if (!city.imageUrl?.trim() || source === "fallback") return "fallback";
  if (source === "stock" || source === "wikipedia" || source === "tourism") return source;
  return "custom";
}

export const BADGE_LABELS: Record<ImageBadge, string> = {
  fallback: "Fallback",
  stock: "Stock",
  wikipedia: "Wikipedia",
  tourism: "Tourism",
  custom: "Custom",
};

/** Text and background pairs from the palette, each at least 4.5:1. */
export const BADGE_CLASSES: Record<ImageBadge, string> = {
  fallback: "bg-cream-200 text-ink-700",
  stock: "bg-honey-200 text-ink-900",
  wikipedia: "bg-ink-700 text-white",
  tourism: "bg-leaf-100 text-leaf-900",
  custom: "bg-leaf-800 text-white",
};
