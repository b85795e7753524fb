// The real towns of the sample dataset (chosen by town-selection.ts, committed as towns.json) and
// what the seed derives from them: slug, a generic description and a fallback colour.
import type { NewCity } from "../schema.ts";
import data from "./towns.json" with { type: "json" };
import { stateName } from "../../src/towns/us-states.ts";
import { citySlug, fallbackColor, hashString } from "../../src/site/slug.ts";
import { mulberry32, pick } from "./random.ts";

export { citySlug, fallbackColor };

export interface SampleCity {
  name: string;
  state: string;
  slug: string;
  latitude: number;
  longitude: number;
  population: number;
  zipCodes: string[];
}

export const SAMPLE_CITIES: readonly SampleCity[] = data.map((t) => ({ ...t, slug: citySlug(t.name, t.state) }));

const bySlug = new Map(SAMPLE_CITIES.map((t) => [t.slug, t]));
export const sampleCityBySlug = (slug: string) => bySlug.get(slug);

/** Words for a population band; the only "fact" a description states besides name and state. */
function band(population: number): string {
  if (population < 15_000) return "small town";
  if (population < 40_000) return "close-knit community";
  return "small city";
}

const OPENINGS = [
  "{name} is a {band} in {state} where independent grocers are part of everyday life.",
  "In {name}, a {band} in {state}, local grocery stores do more than stock shelves.",
  "{name}, {state} is a {band} with its own mix of independent markets and neighborhood grocers.",
  "Shopping local in {name}, a {band} in {state}, often means knowing the people behind the counter.",
];
const MIDDLES = [
  "Browse the independent stores listed here, from corner markets to co-ops.",
  "Find family-owned markets, specialty grocers and co-ops in one place.",
  "Compare hours, amenities and what neighbors think of each store.",
  "See which stores carry local produce, prepared foods or organic options.",
];
const CLOSINGS = [
  "Upvote the places you love and help others discover them.",
  "Know a store that is missing? Add it for free.",
  "Every visit keeps more of each dollar close to home.",
  "Support the grocers who keep {name} stocked.",
];

export function describeSampleCity(town: Pick<SampleCity, "name" | "state" | "population">): string {
  const rng = mulberry32(hashString(`${town.name}|${town.state}`));
  const fill = (s: string) =>
    s
      .replaceAll("{name}", town.name)
      .replaceAll("{state}", stateName(town.state) ?? town.state)
      .replaceAll("{band}", band(town.population));
  return [pick(rng, OPENINGS), pick(rng, MIDDLES), pick(rng, CLOSINGS)].map(fill).join(" ");
}

export function sampleCityRow(town: SampleCity): NewCity {
  return {
    name: town.name,
    state: town.state,
    slug: town.slug,
    description: describeSampleCity(town),
    imageUrl: null,
    imageSource: "fallback",
    fallbackColor: fallbackColor(town.slug),
    latitude: town.latitude,
    longitude: town.longitude,
    population: town.population,
  };
}
