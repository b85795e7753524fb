// One city in a grid: a colour band from the city's fallback colour, "Name, ST" and its counts
// (words as well as numbers, so nothing depends on colour alone). React, so the home page's
// location-ordered island can render towns that were not in the static HTML; CityCard.astro renders
// the same component at build time. Its look is the `city-card` rules in global.css (ADR 049).
import { swatchBackground } from "./city-swatch.ts";
import type { HomeCity } from "./home-cities.ts";
import Icon from "../ui/Icon.tsx";
import { cityHref } from "../stores/store-view.ts";

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
      <a href={cityHref(city.slug)} className="city-card">
        <div style={{ backgroundImage: swatchBackground(city.fallbackColor) }} aria-hidden="true">
          <svg viewBox="0 0 120 8" preserveAspectRatio="none">
            <path d={AWNING} fill="currentColor" />
          </svg>
          <Icon name="store" />
        </div>
        <div>
          <Heading>{`${city.name}, ${city.state}`}</Heading>
          <ul>
            <li>
              <span>{count(city.shops)}</span>
              <span>{city.shops === 1 ? "shop" : "shops"}</span>
            </li>
            <li>
              <span>{count(city.withVotes)}</span>
              <span>with votes</span>
            </li>
            <li>
              <span className={city.boosted > 0 ? "text-honey-800" : undefined}>
                {city.boosted > 0 && <Icon name="star" />}
                {count(city.boosted)}
              </span>
              <span>boosted</span>
            </li>
          </ul>
        </div>
      </a>
    </li>
  );
}
