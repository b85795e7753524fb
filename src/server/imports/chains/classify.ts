// The chain rule shared by the SNAP import and OSM expansion: licensed banners of independently
// owned stores are kept and marked, known brands and numbered locations are chains, the rest is
// independent. Every decision carries the reason it was taken (ADR 014).
import { indexOfWords, tokens } from "../text.ts";
import { LICENSED_BANNERS } from "./banners.ts";
import nsi from "./nsi-us-brands.json" with { type: "json" };
import { storeNumber, withoutStoreNumber } from "./store-number.ts";

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
}

interface Brand {
  name: string;
  wikidata: string | null;
  words: string[];
  /** A matchName of another brand, tried after every brand's own name. */
  alias: boolean;
  category: string;
}

// Words that say what kind of shop it is; 'Lucky Market' is the brand Lucky, 'Lucky Star Market' is not.
const DESCRIPTORS = new Set(
  "store stores market markets supermarket supermarkets mkt grocery groceries food foods pharmacy drug drugs gas station fuel express inc llc co corp corporation company the of and".split(
    " ",
  ),
);

// One-word brand names that are also ordinary words or given names: they are a brand only when
// they are the whole name ('ROCKET 123'), never as the first word of a longer one.
const COMMON_WORDS = new Set(
  "abc admiral alice gate amigo amigos astro bonjour bravo buona carroll certified clark crown delta dig duchess everbowl evergreens fastbreak flyers foodland giant global holiday hudson jacks kings liberty lucky neat petro pressed pueblo puma rebel refuel roses shoppers swig twisters wasabi".split(
    " ",
  ),
);

function brandList(): Brand[] {
  const seen = new Set<string>();
  const brands: Brand[] = [];
  const items = nsi.brands as { name: string; wikidata: string | null; category: string; matchNames?: string[] }[];
  // Every brand's own name first, so 'Giant Eagle' is Giant Eagle and not a matchName of GetGo.
  const spellings = [
    ...items.map((item) => ({ item, spelling: item.name, alias: false })),
    ...items.flatMap((item) => (item.matchNames ?? []).map((spelling) => ({ item, spelling, alias: true }))),
  ];
  for (const { item, spelling, alias } of spellings) {
    const words = tokens(spelling);
    const key = words.join(" ");
    if (words.length === 0 || seen.has(key)) continue;
    seen.add(key);
    brands.push({ name: item.name, wikidata: item.wikidata, words, alias, category: item.category });
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
const multiWord = brands.filter((b) => b.words.length > 1);
// Fuel brands are named anywhere in a station's name ('SOUTH PARK SUNOCO', 'MOBIL/POPEYES').
const fuel = new Map(
  brands
    .filter((b) => b.category === "amenity/fuel" && b.words.length === 1 && !COMMON_WORDS.has(b.words[0]!))
    .map((b) => [b.words[0]!, b]),
);
const byJoined = new Map<string, Brand>();
for (const brand of brands) if (!byJoined.has(brand.words.join(""))) byJoined.set(brand.words.join(""), brand);

function findBrand(words: string[]): Brand | undefined {
  const core = words.filter((w) => !DESCRIPTORS.has(w));
  for (const brand of multiWord) if (indexOfWords(words, brand.words) >= 0) return brand;
  // 'DOLLARTREE', 'GET GO', 'WAL MART': the words run together or split apart.
  for (let i = 0; i < words.length; i++) {
    const one = byJoined.get(words[i]!);
    if (one && one.words.length > 1) return one;
    const two = i + 1 < words.length ? byJoined.get(words[i]! + words[i + 1]!) : undefined;
    if (two) return two;
  }
  const station = words.find((w) => fuel.has(w));
  if (station) return fuel.get(station);
  // A one-word brand is the name ('SHEETZ', 'Aldi Market') or its first or last word beside one
  // other ('VERONA SHELL'); a common word only when it is the whole name.
  if (core.length === 0 || core.length > 2 || words.length - core.length > 2) return undefined;
  for (const word of new Set([core[0]!, core[core.length - 1]!])) {
    const single = byJoined.get(word);
    if (!single || single.words.length !== 1) continue;
    if (COMMON_WORDS.has(word) && words.length > 1) continue;
    return single;
  }
  return undefined;
}

function byBrand(brand: Brand): Classification {
  const ref = brand.wikidata ? `, ${brand.wikidata}` : "";
  return { decision: "chain", label: brand.name, reason: `brand "${brand.name}" (name-suggestion-index${ref})` };
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
      byJoined.get(tokens(tagged).join(""));
    return known ? byBrand(known) : { decision: "chain", label: tagged, reason: `OSM brand tag "${tagged}"` };
  }
  const brand = findBrand(tokens(withoutStoreNumber(name)));
  if (brand) return byBrand(brand);
  const number = storeNumber(name);
  if (number) return { decision: "chain", reason: `store number "${number}" in the name` };
  return { decision: "independent", reason: "no chain brand, banner or store number" };
}
