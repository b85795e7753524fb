// The city page's top band: the city's photo when it has one, otherwise a gradient from its
// fallback colour, edged with the same scalloped awning as the city cards. Decorative only.
import { swatchBackground } from "./city-swatch.ts";
import { cityBannerImage } from "./city-view.ts";
import type { CityJson } from "./city-json.ts";

const AWNING =
  "M0 8V4a5 4 0 0 0 10 0 5 4 0 0 0 10 0 5 4 0 0 0 10 0 5 4 0 0 0 10 0 5 4 0 0 0 10 0 5 4 0 0 0 10 0 5 4 0 0 0 10 0 5 4 0 0 0 10 0 5 4 0 0 0 10 0 5 4 0 0 0 10 0 5 4 0 0 0 10 0 5 4 0 0 0 10 0v4z";

export default function CityBanner({ city }: { city: Pick<CityJson, "imageUrl" | "imageSource" | "fallbackColor"> }) {
  const image = cityBannerImage(city);
  return (
    <div
      className="relative h-36 overflow-hidden sm:h-52 lg:h-60"
      style={{ backgroundImage: swatchBackground(city.fallbackColor) }}
      aria-hidden="true"
      data-city-banner={image ? "image" : "fallback"}
    >
      {image ? (
        // A photo that fails to load removes itself (ImageFallbacks.astro) and the colour shows.
        <img
          src={image}
          alt=""
          width={1600}
          height={500}
          loading="eager"
          fetchPriority="high"
          decoding="async"
          className="absolute inset-0 size-full object-cover"
          data-remove-on-error=""
        />
      ) : (
        <div className="absolute inset-0 bg-[radial-gradient(circle_at_85%_20%,rgb(255_255_255/0.22),transparent_45%),radial-gradient(circle_at_10%_90%,rgb(0_0_0/0.12),transparent_50%)]" />
      )}
      <svg
        className="absolute inset-x-0 bottom-0 h-4 w-full text-cream-100"
        viewBox="0 0 120 8"
        preserveAspectRatio="none"
      >
        <path d={AWNING} fill="currentColor" />
      </svg>
    </div>
  );
}
