// One city in a grid: a colour band from the city's fallback colour, "Name, ST" and its counts
// (words as well as numbers, so nothing depends on colour alone). Rendered at build time only: the
// home page's town list (HomeCities.astro) shows its cards and keeps one in a <template>, from which
// its script island fills in the towns it adds (city-card.ts, ADR 067). Its look is the `city-card`
// rules in global.css (ADR 049).
import { swatchBackground } from "./city-swatch.ts";
import { cityCardCount, cityCardTitle, shopsWord, type CardCity } from "./city-card.ts";
import Icon from "../ui/Icon.tsx";
import { cityHref } from "../stores/store-view.ts";

const AWNING =
  "M0 8V4a5 4 0 0 0 10 0 5 4 0 0 0 10 0 5 4 0 0 0 10 0 5 4 0 0 0 10 0 5 4 0 0 0 10 0 5 4 0 0 0 10 0 5 4 0 0 0 10 0 5 4 0 0 0 10 0 5 4 0 0 0 10 0 5 4 0 0 0 10 0 5 4 0 0 0 10 0 5 4 0 0 0 10 0v4z";

interface Props {
  city: CardCity;
  headingLevel?: 2 | 3;
  /** Text the /cities filter matches against. */
  searchText?: string;
}

export default function CityCardView({ city, headingLevel = 3, searchText }: Props) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
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
          <Heading>{cityCardTitle(city)}</Heading>
          <ul>
            <li>
              <span>{cityCardCount(city.shops)}</span>
              <span>{shopsWord(city.shops)}</span>
            </li>
            <li>
              <span>{cityCardCount(city.withVotes)}</span>
              <span>with votes</span>
            </li>
            <li>
              <span className={city.boosted > 0 ? "text-honey-800" : undefined}>
                {city.boosted > 0 && <Icon name="star" />}
                {cityCardCount(city.boosted)}
              </span>
              <span>boosted</span>
            </li>
          </ul>
        </div>
      </a>
    </li>
  );
}
