// What a store's name says about it, for the rows its type cannot decide (ADR 035): grocery words,
// a name that is only a company's legal name, and pharmacy or gas words. The town's own name is
// never read as such a word ('Oil Springs Country Market' is in Oil Springs).
import { withoutTown } from "../chains/classify.server.ts";
import { tokens } from "../text.server.ts";

// Words a shop that sells groceries puts in its name. 'Mart' and 'Food Mart' are left out: they
// name a gas station's shop as often as a grocery.
const GROCERY_PHRASES = [
  "grocery",
  "groceries",
  "grocer",
  "market",
  "mkt",
  "mercado",
  "supermercado",
  "supermarket",
  "superette",
  "carniceria",
  "meat market",
  "meats",
  "butcher",
  "food center",
  "produce",
  "country store",
  "general store",
  "mercantile",
  "tienda",
  "fish market",
  "seafood",
  "panaderia",
].map((phrase) => phrase.split(" "));

// A legal form: the name is a company's, not a shop's, when nothing else in it names a shop.
export const LEGAL_WORDS = new Set(
  "inc incorporated llc l l c co corp corporation company ltd enterprise enterprises enterprize group holdings holding ventures investments investment partners lp llp pllc trading dba international intl".split(
    " ",
  ),
);
// Words that name a shop (or what it sells) rather than a company.
export const SHOP_WORDS = new Set(
  "store stores shop shoppe market markets marketplace mart mkt grocery groceries grocer food foods meat meats carniceria mercado supermercado supermarket superette tienda bakery panaderia deli produce fish seafood poultry farm farms fruit fruits vegetables nutrition liquor liquors mini express stop general mercantile country variety butcher halal oriental asian latino mexicana international natural organic".split(
    " ",
  ),
);

const has = (words: string[], phrase: string[]) => words.some((_, i) => phrase.every((w, j) => words[i + j] === w));

/** Words of the name that are not the town's own name. */
export function nameWords(name: string, town?: string | null): string[] {
  return withoutTown(tokens(name), town);
}

// Words of a liquor store, smoke shop or gas station: 'Maple Liquor Market', 'Joshua Liq & Jr Mkt'
// and 'Shell Food Market' sell some groceries beside what they are.
const NOT_GROCERY_WORDS = new Set(
  "liquor liquors liq wine wines beer spirits smoke smokes tobacco vape cigarette cigarettes gas fuel petroleum shell chevron mobil exxon texaco arco".split(
    " ",
  ),
);

/**
 * Whether the name clearly says the shop sells groceries ('Todo Y Mas Market', 'Carniceria Reyes')
 * and says nothing of liquor, tobacco or fuel.
 */
export function saysGrocery(name: string, town?: string | null): boolean {
  const words = nameWords(name, town);
  return GROCERY_PHRASES.some((phrase) => has(words, phrase)) && !words.some((w) => NOT_GROCERY_WORDS.has(w));
}

/**
 * Whether the name is only a company's legal name ('Mehrab Inc', 'D M Enterprises', 'Nylashafllc'):
 * a legal form (or 'llc'/'inc' run into the last word) and no word that names a shop.
 */
export function isLegalEntityName(name: string): boolean {
  const words = tokens(name);
  // 'Naturals', 'Groceries': a shop word in the plural still names a shop.
  if (words.length === 0 || words.some((w) => SHOP_WORDS.has(w) || SHOP_WORDS.has(w.replace(/s$/, "")))) return false;
  const last = words[words.length - 1]!;
  return words.some((w) => LEGAL_WORDS.has(w)) || (last.length > 5 && /(?:llc|inc)$/.test(last));
}

const NAME_RULES: [RegExp, string][] = [
  [/\b(pharmacy|pharmacies|drugs?|drug store|drugstore|rx)\b/i, "pharmacy (by name)"],
  [
    /\b(gas|gasoline|fuel|fuels|petroleum|oil|service station|truck stop|travel (center|plaza)|car wash)\b/i,
    "gas station (by name)",
  ],
];
const FARMERS = /farmers?'?\s*(and\s+)?markets?|direct marketing farmer|farm stand/i;

/** For rows without a store type: a pharmacy, gas station or farmers market by its name, else null. */
export function skipByName(name: string, town: string | null | undefined, farmersMarkets = false): string | null {
  const text = nameWords(name, town).join(" ");
  if (!farmersMarkets && FARMERS.test(text)) return "farmers market (by name)";
  for (const [pattern, reason] of NAME_RULES) if (pattern.test(text)) return reason;
  return null;
}

// Names of shops that are no grocers (issue #45): a hardware store, a bakery or sweet shop, a
// pharmacy, a restaurant, a smoke shop, a liquor store. Whole words, the town's name set aside.
const NOT_GROCER_NAMES: [RegExp, string][] = [
  [/\b(hardware|hdwe|hdw|lumber|true value|ace hardware|building supply|feed (and )?supply)\b/, "hardware store"],
  [
    /\b(bakery|bakeries|bakers?|bake shop|bake shoppe|bakeshop|sweets|sweet shop|donuts?|doughnuts?|cupcakes?|cakes?|pastry|pastries|patisserie|boulangerie|malasadas?|candy|candies|confectionery|chocolates?)\b/,
    "bakery or sweet shop",
  ],
  [/\b(pharmacy|pharmacies|drug store|drugstore|drugs|apothecary)\b/, "pharmacy"],
  [
    /\b(restaurant|restaurants|cafe|diner|grill|bbq|barbecue|pizza|pizzeria|taqueria|burgers?|bistro|kitchen|eatery|fast food|fastfood|food truck|catering)\b/,
    "restaurant",
  ],
  [/\b(tobacco|smoke|smokes|smoke shop|vape|vapes|vapor|cigars?|cigarettes?|hookah|kratom)\b/, "tobacco or smoke shop"],
  [/\b(liquor|liquors|liq|wine|wines|spirits|beer|brewing|brewery|winery|distillery|bottle shop)\b/, "liquor store"],
];

/** What the name says the shop is when that is no grocer ('hardware store'), else null. */
export function notGrocerByName(name: string, town?: string | null): string | null {
  const text = nameWords(name, town).join(" ");
  for (const [pattern, what] of NOT_GROCER_NAMES) if (pattern.test(text)) return what;
  return null;
}

// A name that says the store is gone ('Closed 4/20/2018', 'Out of business', 'Permanently closed').
const CLOSED_NAME =
  /(^|[^a-z])(closed|out of business|no longer in business|permanently closed|went out of business|do not use|inactive)([^a-z]|$)/i;

/** Whether the name says the store has closed. */
export function saysClosed(name: string): boolean {
  return CLOSED_NAME.test(name);
}
