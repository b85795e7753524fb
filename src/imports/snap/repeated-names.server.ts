// Chains that name-suggestion-index lacks, found from the data itself (ADR 035): the same name
// (store numbers, the town's name and legal forms set aside) at more than 10 locations across the
// imported files is a chain; a name numbered at 3 to 10 locations may be a small chain or one
// owner's shops, so a person decides; fewer is a local business ('Front Porch Store 2').
// Every row is counted as it is read (ended ones too: a chain's closed stores are still its
// locations); only the rows that may be imported keep their keys, for `mark`.
import { withoutStoreNumber } from "../chains/store-number.server.ts";
import { withoutTown } from "../chains/classify.server.ts";
import { LEGAL_WORDS, SHOP_WORDS } from "../rules/name-words.server.ts";
import { tokens } from "../text.server.ts";
import type { SnapPlanRow } from "./plan-types.server.ts";

/** More locations than this under one name make a chain. */
export const CHAIN_LOCATIONS = 10;
/** A name numbered at this many locations or more may be a chain: review. */
export const NUMBERED_LOCATIONS = 3;

// Words that name no business: a name made only of them ('Mini Market', 'The Country Store') is
// used by many unrelated owners.
const PLAIN = new Set([
  ...SHOP_WORDS,
  ..."the a an and of la el los las mi mis de del y new big super quick fast stop star best one family city corner village town center plaza main street 1st".split(
    " ",
  ),
]);

/** What a row's name is counted under: worked out once per row, for `count` and `mark` alike. */
export interface NameKeys {
  name: string;
  prefix: string | null;
  number: string | null;
}

/** The keys of a store's name in its town (the ZIP code's town, else the row's own): its name or words. */
export function nameKeys(storeName: string, town: string | readonly string[]): NameKeys {
  const base = withoutStoreNumber(storeName);
  const words = withoutTown(tokens(base), town).filter((w) => !LEGAL_WORDS.has(w));
  const number = base === storeName.trim() ? null : storeName.trim().slice(base.length).trim();
  const name = words.every((w) => PLAIN.has(w)) ? "" : words.join(" ");
  // A numbered store named after its neighbourhood ('Foodland Dillingham 18', 'Foodland Keaau 41')
  // counts with the brand's other numbered stores by its first word.
  const first = words[0];
  const prefix = number && first && first.length >= 3 && !PLAIN.has(first) && !/\d/.test(first) ? first : null;
  return { name, prefix, number };
}

// A name's values (its locations, its numbers) are kept as they come and told apart only when a
// row still to decide asks how many there are: most names are at one location (kept as that value
// alone), and the biggest names are brands the rules already call chains, whose values are never
// counted. Sets of 30,000 values per brand took an eighth of a national dry run's time.
type Values = string | string[] | Set<string>;
const withValue = (values: Values | undefined, value: string): Values => {
  if (values === undefined) return value;
  if (typeof values === "string") return values === value ? values : [values, value];
  if (Array.isArray(values)) values.push(value);
  else values.add(value);
  return values;
};
function sizeOf(values: Values | undefined): number {
  if (values === undefined) return 0;
  if (typeof values === "string") return 1;
  return Array.isArray(values) ? new Set(values).size : values.size;
}
/** A list as a set, made once: the later rows of a name ask again. */
const settled = (values: Values | undefined) => (Array.isArray(values) ? new Set(values) : values);

/** A name's locations and the store numbers it is found with. */
class Tally {
  constructor(
    public locations: Values,
    public numbers: Values | undefined,
  ) {}
}

/**
 * What is counted under one name (or first word), in one map entry: a name at one location with no
 * number is only that location's string, the rest a `Tally`. One look-up per key and row, not one
 * for the locations and another for the numbers (650,000 names in a national file).
 */
type Counted = string | Tally;

function add(map: Map<string, Counted>, key: string, where: string, number: string | null): void {
  const counted = map.get(key);
  if (counted === undefined) map.set(key, number === null ? where : new Tally(where, number));
  else if (typeof counted === "string") {
    if (number !== null || counted !== where) map.set(key, new Tally(withValue(counted, where), number ?? undefined));
  } else {
    counted.locations = withValue(counted.locations, where);
    if (number !== null) counted.numbers = withValue(counted.numbers, number);
  }
}

/** How many different locations and numbers are counted under a key. */
function sizes(map: Map<string, Counted>, key: string | null): { locations: number; numbers: number } {
  const counted = key ? map.get(key) : undefined;
  if (counted === undefined) return NONE;
  if (typeof counted === "string") return ONE;
  counted.locations = settled(counted.locations)!;
  counted.numbers = settled(counted.numbers);
  return { locations: sizeOf(counted.locations), numbers: sizeOf(counted.numbers) };
}
const NONE = { locations: 0, numbers: 0 };
const ONE = { locations: 1, numbers: 0 };

// Separate maps for names and first words: no key is built per row ('name:...').
export class NameCounts {
  private byName = new Map<string, Counted>();
  private byPrefix = new Map<string, Counted>();

  /** Counts one row's location (its USDA record, else its address) under its name's keys. */
  count(k: NameKeys, where: string): void {
    if (k.name) add(this.byName, k.name, where, k.number);
    if (k.prefix) add(this.byPrefix, k.prefix, where, k.number);
  }

  /**
   * Turns an independent or review row into a chain (or review) when its name is everywhere. A
   * banner store too (issue #45), when its name says more than the banner and that name is at more
   * than CHAIN_LOCATIONS locations ('Houchens IGA 12' and 40 more): one operator's chain of licensed
   * stores. A banner's own name alone ('IGA', 'Piggly Wiggly 745') names many independent owners.
   */
  mark(row: SnapPlanRow, k: NameKeys): void {
    if (row.decision === "banner") return this.markBanner(row, k);
    if (row.decision !== "independent" && row.decision !== "review") return;
    const name = sizes(this.byName, k.name);
    const prefix = sizes(this.byPrefix, k.prefix);
    const byName = name.locations;
    const byPrefix = prefix.locations;
    if (Math.max(byName, byPrefix) > CHAIN_LOCATIONS) {
      row.decision = "chain";
      row.reason =
        byName >= byPrefix
          ? `${byName} locations named "${k.name}" in the imported files`
          : `${byPrefix} numbered locations named "${k.prefix} ..." in the imported files`;
      return;
    }
    const numbered = Math.max(name.numbers, prefix.numbers);
    if (row.decision === "independent" && numbered >= NUMBERED_LOCATIONS) {
      const what = name.numbers >= prefix.numbers ? `"${k.name}"` : `"${k.prefix} ..."`;
      row.decision = "review";
      row.reason = `possible chain: ${numbered} numbered locations named ${what} in the imported files`;
    }
  }

  private markBanner(row: SnapPlanRow, k: NameKeys): void {
    const banner = new Set(tokens(row.banner ?? ""));
    const operator = (words: string | null) => !!words && words.split(" ").some((w) => !banner.has(w));
    const byName = operator(k.name) ? sizes(this.byName, k.name).locations : 0;
    const byPrefix = operator(k.prefix) ? sizes(this.byPrefix, k.prefix).locations : 0;
    if (Math.max(byName, byPrefix) <= CHAIN_LOCATIONS) return;
    row.decision = "chain";
    row.reason =
      byName >= byPrefix
        ? `${byName} ${row.banner} stores named "${k.name}" in the imported files: one operator's chain`
        : `${byPrefix} numbered ${row.banner} stores named "${k.prefix} ..." in the imported files: one operator's chain`;
  }
}
