// One city in a grid: a colour band from the city's fallback colour, "Name, ST" and its counts
// (words as well as numbers, so nothing depends on colour alone). React, so the home page's
// location-ordered island can render towns that were not in the static HTML; CityCard.astro renders
// the same component at build time.
import { swatchBackground } from "../../cities/city-swatch.ts";
import type { HomeCity } from "../../cities/home-cities.ts";
import Icon from "../Icon.tsx";

const AWNING =
  "M0 8V4a5 4 0 0 0 10 0 5 4 0 0 0 10 0 5 4 0 0 0 10 0 5 4 0 0 0 10 0 5 4 0 0 0 10 0 5 4 0 0 0 10 0 5 4 0 0 0 10 0 5 4 0 0 0 10 0 5 4 0 0 0 10 0 5 4 0 0 0 10 0 5 4 0 0 0 10 0 5 4 0 0 0 10 0v4z";

interface Props {
  city: Pick<HomeCity, "slug" | "name" | "state" | "shops" | "withVotes" | "boosted" | "fallbackColor">;
  headingLevel?: 2 | 3;
  /** Text the /cities filter matches against. */
  searchText?: string;
}

export default function CityCardView({ city, headingLevel = 3, searchText }: Props) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const count = (n: number) => n.toLocaleString("en-US");
  return (
    <li data-city-card data-search={searchText}>
      <a
        href={`/cities/${city.slug}`}
        className="group flex h-full flex-col overflow-hidden rounded-2xl border border-cream-300 bg-cream-50 shadow-card transition-shadow hover:shadow-card-hover"
      >
        <div
          className="relative h-14 sm:h-20"
          style={{ backgroundImage: swatchBackground(city.fallbackColor) }}
          aria-hidden="true"
        >
          <svg
            className="absolute inset-x-0 bottom-0 h-3 w-full text-cream-50"
            viewBox="0 0 120 8"
            preserveAspectRatio="none"
          >
            <path d={AWNING} fill="currentColor" />
          </svg>
          <Icon name="store" className="absolute top-3 right-4 size-7 text-white/80" />
        </div>
        <div className="flex flex-1 flex-col gap-3 p-4">
          <Heading className="text-xl leading-snug font-semibold text-ink-900 group-hover:text-leaf-800">
            {city.name}, {city.state}
          </Heading>
          <ul className="mt-auto grid grid-cols-3 divide-x divide-cream-300 rounded-xl bg-cream-100 py-2 text-center">
            <li className="px-1">
              <span className="block text-lg font-bold text-leaf-800">{count(city.shops)}</span>
              <span className="text-xs text-ink-600">{city.shops === 1 ? "shop" : "shops"}</span>
            </li>
            <li className="px-1">
              <span className="block text-lg font-bold text-ink-900">{count(city.withVotes)}</span>
              <span className="text-xs text-ink-600">with votes</span>
            </li>
            <li className="px-1">
              <span
                className={`flex items-center justify-center gap-1 text-lg font-bold ${
                  city.boosted > 0 ? "text-honey-800" : "text-ink-900"
                }`}
              >
                {city.boosted > 0 && <Icon name="star" className="size-4" />}
                {count(city.boosted)}
              </span>
              <span className="text-xs text-ink-600">boosted</span>
            </li>
          </ul>
        </div>
      </a>
    </li>
  );
}
