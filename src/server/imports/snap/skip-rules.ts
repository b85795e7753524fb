// Which SNAP retailers are not grocery shops for this directory, by USDA store type or by name.
// Every skip has a reason that ends up in the report.
const TYPE_RULES: [RegExp, string][] = [
  [/restaurant/i, "restaurant (Restaurant Meals Program)"],
  [/delivery route/i, "delivery route, no shop to visit"],
  [/military|commissary/i, "military commissary, not open to the public"],
  [/wholesale/i, "wholesaler"],
  [/pharmacy|drug store/i, "pharmacy"],
  [/gas|fuel|service station/i, "gas station"],
  [
    /meal|group living|treatment|shelter|senior|blind|disabled|communal|homeless|food buying co-?op|non-?profit/i,
    "not a shop open to the public",
  ],
];
const FARMERS = /farmers?'?\s*(and\s+)?markets?|direct marketing farmer|farm stand/i;

const NAME_RULES: [RegExp, string][] = [
  [/\b(pharmacy|pharmacies|drugs?|drug store|drugstore|rx)\b/i, "pharmacy (by name)"],
  [
    /\b(gas|gasoline|fuel|fuels|petroleum|oil|service station|truck stop|travel (center|plaza)|car wash)\b/i,
    "gas station (by name)",
  ],
];

export interface SkipOptions {
  /** Farmers markets are skipped unless the import is asked for them. */
  farmersMarkets?: boolean;
}

export function skipByType(storeType: string | null, options: SkipOptions = {}): string | null {
  if (!storeType) return null;
  if (FARMERS.test(storeType)) return options.farmersMarkets ? null : `farmers market (store type "${storeType}")`;
  for (const [pattern, reason] of TYPE_RULES)
    if (pattern.test(storeType)) return `${reason} (store type "${storeType}")`;
  return null;
}

export function skipByName(name: string, options: SkipOptions = {}): string | null {
  if (!options.farmersMarkets && FARMERS.test(name)) return "farmers market (by name)";
  for (const [pattern, reason] of NAME_RULES) if (pattern.test(name)) return reason;
  return null;
}
