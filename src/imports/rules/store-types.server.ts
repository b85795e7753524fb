// What kind of shop a store is, from the source's own type: USDA's 'Store Type' or OSM's `shop`
// tag. The type decides first (ADR 035): a row typed as something other than grocery retail is not
// kept on a guess from its name.
export type KindClass =
  /** Grocery retail: supermarkets, grocery stores, meat, fish, produce and bakery shops. */
  | "grocery"
  /** A shop that sells some food but is no grocery: convenience, dollar, pharmacy, gas, liquor. */
  | "not-grocery"
  /** USDA's catch-all types ('Other', 'Combination Grocery/Other'): pharmacies, dollar and general stores. */
  | "mixed"
  /** Not a shop open to the public at all: restaurants, delivery routes, wholesalers, meal programmes. */
  | "not-retail"
  | "farmers"
  /** No type, or one that says nothing ('Unknown'): the name rules decide. */
  | "unknown";

export interface Kind {
  class: KindClass;
  /** What the type means, for the reason in the report. */
  what: string;
}

const USDA: [RegExp, KindClass, string][] = [
  [/farmers?'?\s*(and\s+)?markets?|direct marketing farmer|farm stand/i, "farmers", "farmers market"],
  [/restaurant/i, "not-retail", "restaurant (Restaurant Meals Program)"],
  [/delivery route/i, "not-retail", "delivery route, no shop to visit"],
  [/military|commissary/i, "not-retail", "military commissary, not open to the public"],
  [/wholesale/i, "not-retail", "wholesaler"],
  [
    /meal|group living|treatment|shelter|senior|blind|disabled|communal|homeless|food buying co-?op|non-?profit/i,
    "not-retail",
    "not a shop open to the public",
  ],
  [/convenience/i, "not-grocery", "convenience store"],
  [/dollar|variety|discount/i, "not-grocery", "dollar store"],
  [/pharmacy|drug/i, "not-grocery", "pharmacy"],
  [/gas|fuel|service station/i, "not-grocery", "gas station"],
  [/liquor|tobacco/i, "not-grocery", "liquor or tobacco store"],
  [/^\s*other\s*$|combination/i, "mixed", "not a grocery store by type"],
  // A bakery sells bread and sweets, not groceries (issue #45): its name decides as for a convenience store.
  [/bakery/i, "not-grocery", "bakery"],
  [
    /super\s*(store|market)|grocery|specialty|meat|poultry|seafood|fish|fruit|veg|bakery|produce/i,
    "grocery",
    "grocery",
  ],
];

// USDA has a few dozen store types: each is classed once (the Kind objects are only read).
const USDA_KINDS = new Map<string, Kind>();

/** The class of a USDA store type; a blank or unknown type leaves the decision to the name. */
export function usdaKind(storeType: string | null | undefined): Kind {
  const key = storeType ?? "";
  let kind = USDA_KINDS.get(key);
  if (kind === undefined) {
    kind = classUsdaType(key);
    if (USDA_KINDS.size < 10_000) USDA_KINDS.set(key, kind);
  }
  return kind;
}

function classUsdaType(storeType: string): Kind {
  const type = (storeType ?? "").trim();
  if (!type || /^unknown$/i.test(type)) return { class: "unknown", what: "no store type" };
  for (const [pattern, kindClass, what] of USDA)
    if (pattern.test(type)) return { class: kindClass, what: `${what} (store type "${type}")` };
  return { class: "unknown", what: `store type "${type}"` };
}

// OSM `shop=*` values (https://wiki.openstreetmap.org/wiki/Key:shop) in USDA's place.
const OSM_GROCERY = new Set([
  "supermarket",
  "grocery",
  "greengrocer",
  "butcher",
  "seafood",
  "bakery",
  "deli",
  "health_food",
  "farm",
  "food",
  "cheese",
  "dairy",
]);
const OSM_NOT_GROCERY: Record<string, string> = {
  convenience: "convenience store",
  kiosk: "convenience store",
  variety_store: "dollar store",
  chemist: "pharmacy",
  alcohol: "liquor or tobacco store",
  tobacco: "liquor or tobacco store",
  department_store: "department store",
};

/** The class of an OSM shop from its `shop` tag (and `amenity` for pharmacies and fuel). */
export function osmKind(shop: string | null | undefined, amenity?: string | null): Kind {
  if (amenity === "fuel") return { class: "not-grocery", what: "gas station" };
  if (amenity === "pharmacy") return { class: "not-grocery", what: "pharmacy" };
  const value = (shop ?? "").trim();
  if (!value) return { class: "unknown", what: "no shop tag" };
  if (OSM_GROCERY.has(value)) return { class: "grocery", what: `grocery (shop=${value})` };
  // A general store is what a small town often has for a grocery: the expansion asks for them.
  if (value === "general") return { class: "grocery", what: "general store (shop=general)" };
  const not = OSM_NOT_GROCERY[value];
  return not ? { class: "not-grocery", what: `${not} (shop=${value})` } : { class: "unknown", what: `shop=${value}` };
}
