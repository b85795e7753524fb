// schema.org objects for JSON-LD. Limits follow the spec: structured data lists up to 10 items.
import type { CityJson } from "../towns/city-json.ts";
import { absoluteUrl } from "./head.ts";
import { cityHref } from "../stores/store-view.ts";
import { SITE_DESCRIPTION, SITE_NAME } from "./site.ts";

export const STRUCTURED_DATA_LIMIT = 10;

type CityRef = Pick<CityJson, "name" | "state" | "slug">;

export function cityItemList(cities: readonly CityRef[], site: URL | string, name: string) {
  const items = cities.slice(0, STRUCTURED_DATA_LIMIT);
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    numberOfItems: items.length,
    itemListElement: items.map((city, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: `${city.name}, ${city.state}`,
      url: absoluteUrl(cityHref(city.slug), site),
    })),
  };
}

export function websiteData(site: URL | string) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: SITE_NAME,
    description: SITE_DESCRIPTION,
    url: absoluteUrl("/", site),
  };
}
