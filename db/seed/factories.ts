// Pure factories for sample cities and stores, shared by the seed and the tests. Same generator state
// in, same rows out. Stores are marked isSample so the product can label them as generated listings.
import type { boosts, NewCity, NewGroceryStore } from "../schema.ts";
import { chance, gaussian, hex, int, pick, round1, slugify, uuid, type Rng } from "./random.ts";
import {
  SAMPLE_CITIES,
  citySlug,
  describeSampleCity,
  fallbackColor,
  sampleCityBySlug,
  sampleCityRow,
} from "./sample-cities.ts";
import { SAMPLE_IMPORT } from "../../src/stores/confirmation.ts";
import * as w from "./words.ts";
import zipcodes from "zipcodes";
import { resolveStoreCoordinates } from "../../src/towns/store-coordinates.ts";

export { makeRng, mulberry32, uuid, type Rng } from "./random.ts";

export type NewBoost = typeof boosts.$inferInsert;

const DAY = 86_400_000;
const EIGHTEEN_MONTHS = 548 * DAY;

/** A city from a real town; overriding name and state keeps the location plausible for that state. */
export function makeCity(rng: Rng, overrides: Partial<NewCity> = {}): NewCity {
  const named =
    overrides.name && overrides.state ? sampleCityBySlug(citySlug(overrides.name, overrides.state)) : undefined;
  const sameState = SAMPLE_CITIES.filter((t) => t.state === overrides.state);
  const town = named ?? pick(rng, sameState.length > 0 ? sameState : SAMPLE_CITIES);
  const city = { ...sampleCityRow(town), ...overrides };
  if (!overrides.slug) city.slug = citySlug(city.name, city.state);
  // A made-up name must not carry the borrowed town's name in its description or colour.
  if (overrides.name && !named) {
    city.description = overrides.description ?? describeSampleCity({ ...town, name: city.name, state: city.state });
    city.fallbackColor = overrides.fallbackColor ?? fallbackColor(city.slug);
  }
  return city;
}

/** What makeStore needs to know about the store's city. */
export interface StoreCity {
  id: number;
  name: string;
  state: string;
  slug?: string;
  latitude?: number | null;
  longitude?: number | null;
  /** Real ZIP codes of the town; looked up from the town list when absent. */
  zipCodes?: readonly string[];
}

export function zipCodesFor(city: StoreCity): readonly string[] {
  if (city.zipCodes?.length) return city.zipCodes;
  const town = sampleCityBySlug(city.slug ?? citySlug(city.name, city.state));
  if (town) return town.zipCodes;
  // Not one of the sample towns: a real ZIP from the same state is the closest honest choice.
  const sameState = SAMPLE_CITIES.filter((t) => t.state === city.state);
  return (sameState.length > 0 ? sameState : SAMPLE_CITIES).flatMap((t) => t.zipCodes);
}

export function makeStoreName(rng: Rng, cityName: string): string {
  const surname = pick(rng, w.SURNAMES);
  // [weight, template]: mostly family names and local words, a few specialty markets.
  const templates: [number, () => string][] = [
    [6, () => `${surname}'s ${pick(rng, ["Market", "Grocery", "Food Center", "Foods", "Market & Deli"])}`],
    [2, () => `${surname} Family ${pick(rng, ["Market", "Grocery", "Foods"])}`],
    [1, () => `${surname} & ${pick(rng, ["Sons", "Daughters"])} Grocery`],
    [3, () => `${pick(rng, w.NATURE_WORDS)} ${pick(rng, ["Market", "Grocers", "Provisions", "Pantry", "Mercantile"])}`],
    [2, () => `${pick(rng, w.NATURE_WORDS)} Food Co-op`],
    [2, () => `${pick(rng, w.PLACE_WORDS)} ${pick(rng, ["Grocery", "Market", "Foods", "Grocer"])}`],
    [1, () => `${cityName} ${pick(rng, ["Food Co-op", "Market", "Mercantile", "Community Market"])}`],
    [1, () => `The ${pick(rng, w.SMALL_WORDS)} ${pick(rng, ["Grocer", "Market", "Pantry"])}`],
    [0.5, () => `Mercado ${pick(rng, w.MERCADO_NAMES)}`],
    [0.5, () => `${pick(rng, w.ASIAN_MARKET_NAMES)} Asian Market`],
  ];
  let r = rng() * templates.reduce((sum, [weight]) => sum + weight, 0);
  for (const [weight, template] of templates) if ((r -= weight) < 0) return template();
  return templates[0]![1]();
}

/** "-2", "-3", ... after a slug already used in the same city. */
export function uniqueSlug(base: string, taken: Set<string>): string {
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

const skewed = (rng: Rng, median: number, spread = 1) =>
  Math.max(0, Math.round(median * Math.exp(gaussian(rng) * spread)));
const rating = (rng: Rng) => round1(3.5 + rng() * 1.5);

function kindOf(rng: Rng, name: string): string {
  if (name.includes("Co-op")) return "member-owned food co-op";
  if (name.startsWith("Mercado")) return "Latin American grocery";
  if (name.includes("Asian")) return "Asian grocery";
  return pick(rng, ["independent grocery store", "independent neighborhood grocery", "locally owned market"]);
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? "an" : "a");

function listPhrases(phrases: string[]): string {
  if (phrases.length <= 1) return phrases.join("");
  return `${phrases.slice(0, -1).join(", ")} and ${phrases.at(-1)}`;
}

/**
 * A complete sample store in `city`. Pass `taken` (slugs already used in that city) to get a slug
 * unique there. ownerId stays null unless overridden: it needs a matching store_owners row, which
 * the seed creates (as it creates the boosts that make a store featured). An ownerId override adds an owner's text.
 */
export function makeStore(
  rng: Rng,
  city: StoreCity,
  overrides: Partial<NewGroceryStore> = {},
  taken?: Set<string>,
  now = new Date(),
): NewGroceryStore {
  const id = uuid(rng);
  let name = overrides.name ?? makeStoreName(rng, city.name);
  // A second store of the same name in one town reads oddly: try a few other names first.
  for (let i = 0; !overrides.name && taken?.has(slugify(name)) && i < 4; i++) name = makeStoreName(rng, city.name);
  const baseSlug = overrides.slug ?? slugify(name);
  const slug = taken ? uniqueSlug(baseSlug, taken) : baseSlug;
  const amenities = {} as Record<w.AmenityKey, boolean>;
  for (const a of w.AMENITIES) amenities[a.key] = chance(rng, a.p);
  if (name.includes("Co-op")) amenities.hasLocalProduce = amenities.hasOrganicOfferings = true;
  const offers = w.AMENITIES.filter((a) => amenities[a.key]).map((a) => a.phrase);
  const place = `${city.name}, ${city.state}`;
  const kind = kindOf(rng, name);
  const street = `${pick(rng, w.STREET_PREFIXES)}${pick(rng, w.STREET_NAMES)} ${pick(rng, w.STREET_SUFFIXES)}`;
  const createdAt = new Date(now.getTime() - Math.floor(rng() * EIGHTEEN_MONTHS));
  const storeRating = rating(rng);
  const zipCode = overrides.zipCode ?? pick(rng, zipCodesFor(city));

  return {
    id,
    name,
    cityId: city.id,
    description: `${name} is ${article(kind)} ${kind} in ${place}${offers.length ? ` offering ${listPhrases(offers.slice(0, 3))}` : ""}.`,
    ownerDescription: overrides.ownerId
      ? `We are proud to serve ${city.name}. Stop by and say hello; we stock what our neighbors ask for.`
      : null,
    aiGeneratedDescription:
      `Shoppers in ${place} visit ${name} for everyday groceries and friendly service.` +
      (offers.length ? ` Highlights include ${listPhrases(offers)}.` : ""),
    imageUrl: chance(rng, 0.6) ? pick(rng, w.STORE_IMAGES) : null,
    address: `${int(rng, 100, 4999)} ${street}`,
    zipCode,
    phone: `(${w.AREA_CODES[city.state] ?? 555}) 555-01${String(int(rng, 0, 99)).padStart(2, "0")}`,
    website: chance(rng, 0.75) ? `https://${website(name, city.name)}.example` : null,
    hours: pick(rng, w.HOURS),
    rating: storeRating,
    reviewCount: skewed(rng, 40),
    // No venue-data ids or figures: sample listings never came from a venue-data service, and a
    // made-up id would make them look verified (issue 13).
    googleRating: null,
    googleReviewCount: null,
    googlePlaceId: null,
    upvoteCount: chance(rng, 0.55) ? 0 : skewed(rng, 6, 1.1) + 1,
    isActive: true,
    ownerId: null,
    foursquareId: null,
    foursquareMetadata: null,
    ...amenities,
    isSample: true,
    // Made-up streets have no point of their own: the ZIP's centroid, shown as approximate (ADR 022).
    ...resolveStoreCoordinates({ zipCentroid: zipcodes.lookup(zipCode), townCenter: city }),
    createdAt,
    updatedAt: new Date(createdAt.getTime() + Math.floor(rng() * (now.getTime() - createdAt.getTime()) * 0.5)),
    confirmedAt: createdAt,
    confirmedBy: SAMPLE_IMPORT,
    deletedAt: null,
    ...overrides,
    slug, // the de-duplicated one, even when the override asked for a taken slug
  };
}

/** An active boost of `store` paid by `payer`, its current period running across `now`. */
export function makeBoost(
  rng: Rng,
  store: Pick<NewGroceryStore, "id" | "createdAt">,
  payer: { name: string; email: string },
  now = new Date(),
  oneTime = false,
): NewBoost {
  const listed = (store.createdAt ?? now).getTime();
  const daysAgo = int(rng, 1, oneTime ? 25 : 27) * DAY + int(rng, 0, 23) * 3_600_000;
  const start = new Date(Math.max(listed, now.getTime() - daysAgo));
  const end = new Date(start.getTime() + 30 * DAY);
  // Subscriptions may have renewed a few times; their row dates from the first payment.
  const firstPaid = start.getTime() - (oneTime ? 0 : int(rng, 0, 5) * 30 * DAY);
  const created = new Date(Math.max(listed, firstPaid));
  return {
    id: uuid(rng),
    groceryStoreId: store.id!,
    kind: oneTime ? "one_time" : "subscription",
    status: "active",
    customerEmail: payer.email,
    customerName: payer.name,
    amountCents: oneTime ? 800 : 500,
    stripeCustomerId: `cus_sample_${hex(rng, 14)}`,
    stripeSubscriptionId: oneTime ? null : `sub_sample_${hex(rng, 14)}`,
    stripePaymentIntentId: oneTime ? `pi_sample_${hex(rng, 14)}` : null,
    currentPeriodStart: start,
    currentPeriodEnd: end,
    cancelAtPeriodEnd: !oneTime && chance(rng, 0.1),
    createdAt: created,
    updatedAt: start,
  };
}

/** "hansens-market-mankato", or just the name when it already says where the store is. */
function website(name: string, cityName: string): string {
  const [store, town] = [slugify(name), slugify(cityName)];
  return store.includes(town) ? store : `${store}-${town}`;
}
