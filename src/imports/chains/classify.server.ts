// The chain rule shared by the SNAP import and OSM expansion: licensed banners of independently
// owned stores are kept and marked, known brands and numbered locations are chains, the rest is
// independent. Every decision carries the reason it was taken (ADR 017).
import { indexOfWords, tokens } from "../text.server.ts";
import { LICENSED_BANNERS } from "./banners.server.ts";
import { BRAND_REGIONS } from "./brand-regions.server.ts";
import nsi from "./nsi-us-brands.json" with { type: "json" };
import { storeNumber, withoutStoreNumber } from "./store-number.server.ts";

export type ChainDecision = "independent" | "banner" | "chain";

export interface Classification {
  decision: ChainDecision;
  reason: string;
  /** The banner or brand found, as spelled in its list. */
  label?: string;
}

export interface ClassifyHints {
  /** OSM `brand` tag. */
  brand?: string | null;
  /** OSM `brand:wikidata` tag. */
  brandWikidata?: string | null;
  /** Two-letter state of the store: a brand counts only where it operates. */
  state?: string | null;
  /** The store's town: its words in the name are a place, not a brand ('Foodland Keaau 41'). */
  town?: string | null;
}

interface Brand {
  name: string;
  wikidata: string | null;
  words: string[];
  /** A matchName of another brand, tried after every brand's own name. */
  alias: boolean;
  category: string;
  /** States the brand operates in; null for the whole country. */
  states: string[] | null;
}

// Words that say what kind of shop it is; 'Lucky Market' is the brand Lucky, 'Lucky Star Market' is not.
const DESCRIPTORS = new Set(
  "store stores market markets supermarket supermarkets supercenter mkt grocery groceries food foods pharmacy drug drugs gas station fuel express inc llc co corp corporation company the of and".split(
    " ",
  ),
);

// One-word brand names that are also ordinary words or given names: they are a brand only when
// they are the whole name ('ROCKET 123'), never as the first word of a longer one.
const COMMON_WORDS = new Set(
  "abc admiral alice gate jet metro amigo amigos astro bonjour bravo buona carroll certified clark crown delta dig duchess everbowl evergreens fastbreak flyers foodland giant global holiday hudson jacks kings liberty lucky neat petro pressed pueblo puma rebel refuel roses shoppers swig twisters wasabi".split(
    " ",
  ),
);

// 'Markets' and 'Market' name the same brand.
// A Map, not an object: a name's word such as 'constructor' is no key of it. Only words ending in
// 's' are looked up (a national file reads a million names).
const PLURALS = new Map([
  ["markets", "market"],
  ["supermarkets", "supermarket"],
  ["stores", "store"],
]);
function singular(word: string): string {
  return word.endsWith("s") ? (PLURALS.get(word) ?? word) : word;
}

function brandList(): Brand[] {
  const brands: Brand[] = [];
  const items = nsi.brands as {
    name: string;
    wikidata: string | null;
    category: string;
    matchNames?: string[];
    states?: string[];
  }[];
  const statesOf = (item: (typeof items)[number]) => BRAND_REGIONS[item.name]?.states ?? item.states ?? null;
  // Every brand's own name first, so 'Giant Eagle' is Giant Eagle and not a matchName of GetGo.
  const spellings = [
    ...items.map((item) => ({ item, spelling: item.name, alias: false })),
    ...items.flatMap((item) => (item.matchNames ?? []).map((spelling) => ({ item, spelling, alias: true }))),
  ];
  const byKey = new Map<string, Brand>();
  for (const { item, spelling, alias } of spellings) {
    const words = tokens(spelling).map(singular);
    const key = words.join(" ");
    const known = byKey.get(key);
    // 'Speedway' is a fast-food, a fuel and a convenience brand: any fuel listing makes it a fuel brand.
    if (known && !alias && item.category === "amenity/fuel") known.category = item.category;
    // Two brands of one name ('Food City' in Arizona and in the South-East) operate in both regions.
    if (known && known.states) {
      const more = statesOf(item);
      known.states = more ? [...new Set([...known.states, ...more])] : null;
    }
    if (words.length === 0 || known) continue;
    const brand = {
      name: item.name,
      wikidata: item.wikidata,
      words,
      alias,
      category: item.category,
      states: statesOf(item),
    };
    byKey.set(key, brand);
    brands.push(brand);
  }
  return brands;
}

const banners = LICENSED_BANNERS.flatMap((banner) =>
  [banner.name, ...(banner.aliases ?? [])].map((spelling) => ({ banner, words: tokens(spelling) })),
);
const bannerWikidata = new Map(LICENSED_BANNERS.filter((b) => b.wikidata).map((b) => [b.wikidata!, b]));
const bannerWords = new Set(banners.map((b) => b.words.join(" ")));
// Brands that are also banners are decided by the banner list, never by the brand list.
const brands = brandList().filter((b) => !bannerWords.has(b.words.join(" ")));
// Words a brand can be made of that are also how anyone names a shop ('Fresh Market', 'Fast Stop',
// 'US Market'): such a brand is the name only when the name is nothing else.
const GENERIC = new Set(
  "fresh market mart super food foods store stop fast quick mini value save discount express us usa metro city country family corner liquor deli meat star best one shop and the of".split(
    " ",
  ),
);
const isGeneric = (brand: Brand) => brand.words.every((w) => GENERIC.has(w) || DESCRIPTORS.has(w));
const multiWord = brands.filter((b) => b.words.length > 1);
// Multi-word brands by their first word, in list order: a name is compared only with the brands
// that start with one of its words (700,000 rows times 500 brands was most of an import's time).
// Another brand's match name ('mi pueblo' for Cardenas) is the brand only as the whole name:
// 'Carniceria Mi Pueblo' is somebody's butcher shop; so is a brand made of shop words.
const multiByFirst = new Map<string, { brand: Brand; order: number; whole: boolean }[]>();
multiWord.forEach((brand, order) => {
  const list = multiByFirst.get(brand.words[0]!) ?? [];
  list.push({ brand, order, whole: isGeneric(brand) || brand.alias });
  multiByFirst.set(brand.words[0]!, list);
});
// Fuel brands are named anywhere in a station's name ('SOUTH PARK SUNOCO', 'MOBIL/POPEYES').
const fuel = new Map(
  brands
    .filter((b) => b.category === "amenity/fuel" && !b.alias && b.words.length === 1 && !COMMON_WORDS.has(b.words[0]!))
    .map((b) => [b.words[0]!, b]),
);
// One-word brands by their own name only: a match name such as "lee's" is too loose alone.
const singleWord = new Map(brands.filter((b) => b.words.length === 1 && !b.alias).map((b) => [b.words[0]!, b]));
// What one-word brands begin with ('wal' of 'walmart'): a name's two words are joined and looked up
// only when the first is such a beginning (a million names, a few words each).
const brandStarts = new Set([...singleWord.keys()].flatMap((word) => [...word].map((_, i) => word.slice(0, i))));
const joinedMultiWord = new Map<string, Brand>();
for (const brand of multiWord) {
  const joined = brand.words.join("");
  if (joined.length >= 6 && !isGeneric(brand) && !joinedMultiWord.has(joined)) joinedMultiWord.set(joined, brand);
}

const LEGAL = new Set(["inc", "llc", "co", "corp", "corporation", "company", "the"]);
const sameWords = (a: string[], b: string[]) => a.length === b.length && a.every((w, i) => w === b[i]);

function findBrand(nameWords: string[], state: string | null | undefined): Brand | undefined {
  const here = (brand: Brand | undefined) =>
    brand && (!state || !brand.states || brand.states.includes(state)) ? brand : undefined;
  const words = nameWords.map(singular);
  // Store numbers left inside the name ('Target Store T3392', 'Aldi 69091 69091') are no words of it.
  const numbered = words.filter((w) => !/\d/.test(w) || w === words[0]);
  const core = numbered.filter((w) => !DESCRIPTORS.has(w));
  const named = numbered.filter((w) => !LEGAL.has(w));
  let best: { brand: Brand; order: number } | undefined;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (words.indexOf(word) !== i) continue; // each word once
    for (const candidate of multiByFirst.get(word) ?? []) {
      if ((best && candidate.order > best.order) || !here(candidate.brand)) continue;
      const { brand, whole } = candidate;
      if (whole ? sameWords(named, brand.words) : indexOfWords(words, brand.words) >= 0) best = candidate;
    }
  }
  if (best) return best.brand;
  // 'DOLLARTREE': a brand's words run together; 'AM/PM', 'WAL MART': a brand split in two.
  for (let i = 0; i < words.length; i++) {
    const joined = here(joinedMultiWord.get(words[i]!));
    if (joined) return joined;
    const [a, b] = [words[i]!, words[i + 1]];
    // A lone letter joins only at the start: 'A-PLUS MINI MART' is APlus, 'LUCKY K MART' no Kmart.
    const joins = b && (i === 0 || (a.length > 1 && b.length > 1)) && brandStarts.has(a);
    const split = joins ? singleWord.get(a + b) : undefined;
    if (split && !COMMON_WORDS.has(a + b) && here(split)) return split;
  }
  const station = words.find((w) => here(fuel.get(w)));
  if (station) return fuel.get(station);
  // A one-word brand is the whole name besides shop words ('SHEETZ 459', 'Aldi Market'); a common
  // word only when it is the name alone.
  if (core.length !== 1 || numbered.length - core.length > 2) return undefined;
  const single = here(singleWord.get(core[0]!));
  if (!single || (COMMON_WORDS.has(core[0]!) && numbered.length > 1)) return undefined;
  return single;
}

// A national file names a few tens of thousands of towns in 700,000 rows, each read four times:
// their words are worked out once per town (the arrays are only read).
const TOWN_WORDS = new Map<string, string[]>();
// The rules ask for one row's town several times in a row: the last answer is kept at hand.
let lastTown = "";
let lastWords: string[] = [];
export function townWords(town: string): string[] {
  if (town === lastTown) return lastWords;
  let words = TOWN_WORDS.get(town);
  if (words === undefined) {
    words = tokens(town);
    if (TOWN_WORDS.size < 100_000) TOWN_WORDS.set(town, words);
  }
  lastTown = town;
  lastWords = words;
  return words;
}

/**
 * The name's words without the town's own name ('Foodland Keaau 41' in Keaau is 'Foodland 41'). The
 * town is its name, or its words when the caller has them (`townWords`).
 */
export function withoutTown(words: string[], town: string | readonly string[] | null | undefined): string[] {
  const place = typeof town === "string" ? (town ? townWords(town) : []) : (town ?? []);
  const at = place.length > 0 ? indexOfWords(words, place) : -1;
  if (at < 0 || place.length === words.length) return words;
  return [...words.slice(0, at), ...words.slice(at + place.length)];
}

// One answer per brand, shared by its stores (a national file has 100,000 of them) and only read.
const brandAnswers = new Map<Brand, Readonly<Classification>>();
function byBrand(brand: Brand): Classification {
  let answer = brandAnswers.get(brand);
  if (answer === undefined) {
    const ref = brand.wikidata ? `, ${brand.wikidata}` : "";
    answer = { decision: "chain", label: brand.name, reason: `brand "${brand.name}" (name-suggestion-index${ref})` };
    brandAnswers.set(brand, answer);
  }
  return answer;
}

export function classifyStore(name: string, hints: ClassifyHints = {}): Classification {
  const words = tokens(name);
  const byTag = hints.brandWikidata ? bannerWikidata.get(hints.brandWikidata) : undefined;
  const banner = byTag ?? banners.find((b) => indexOfWords(words, b.words) >= 0)?.banner;
  if (banner) {
    return {
      decision: "banner",
      label: banner.name,
      reason: `licensed banner "${banner.name}" of independently owned stores`,
    };
  }
  if (hints.brand?.trim()) {
    const tagged = hints.brand.trim();
    const tagBanner = banners.find((b) => b.words.join(" ") === tokens(tagged).join(" "))?.banner;
    if (tagBanner) {
      return {
        decision: "banner",
        label: tagBanner.name,
        reason: `licensed banner "${tagBanner.name}" (OSM brand tag)`,
      };
    }
    const known =
      (hints.brandWikidata ? brands.find((b) => b.wikidata === hints.brandWikidata) : undefined) ??
      singleWord.get(tokens(tagged).join("")) ??
      multiWord.find((b) => sameWords(b.words, tokens(tagged)));
    return known ? byBrand(known) : { decision: "chain", label: tagged, reason: `OSM brand tag "${tagged}"` };
  }
  // OSM mappers sometimes set only `brand:wikidata` (iD's brand presets always set both).
  const byWikidata = hints.brandWikidata ? brands.find((b) => b.wikidata === hints.brandWikidata) : undefined;
  if (byWikidata) return byBrand(byWikidata);
  const bare = withoutStoreNumber(name);
  const placeless = withoutTown(tokens(bare), hints.town);
  const brand = findBrand(placeless, hints.state);
  if (brand) return byBrand(brand);
  // A brand's numbered store named after its neighbourhood ('Foodland Dillingham 18').
  const first = bare !== name.trim() ? singleWord.get(singular(placeless[0] ?? "")) : undefined;
  if (first && (!hints.state || !first.states || first.states.includes(hints.state))) {
    const found = byBrand(first);
    return { ...found, reason: `${found.reason} with a store number` };
  }
  const number = storeNumber(name);
  if (number) return { decision: "chain", reason: `store number "${number}" in the name` };
  return { decision: "independent", reason: "no chain brand, banner or store number" };
}
