// Chains that name-suggestion-index lacks, found from the data itself (ADR 035): the same name
// (store numbers, the town's name and legal forms set aside) at more than 10 locations across the
// imported files is a chain; a name numbered at 3 to 10 locations may be a small chain or one
// owner's shops, so a person decides; fewer is a local business ('Front Porch Store 2').
// Every row is counted as it is read (ended ones too: a chain's closed stores are still its
// locations); only the rows that may be imported keep their keys, for `mark`.
import { withoutStoreNumber } from "../chains/store-number.ts";
import { withoutTown } from "../chains/classify.ts";
import { LEGAL_WORDS, SHOP_WORDS } from "../rules/name-words.ts";
import { tokens } from "../text.ts";
import type { SnapPlanRow } from "./plan.ts";

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

/** The keys of a store's name in its town (the ZIP code's town, else the row's own). */
export function nameKeys(storeName: string, town: string): NameKeys {
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

// Most names are at one location: a lone value is kept as itself, a set only from the second one
// (700,000 one-element sets were a fifth of a national dry run's memory).
type Values = string | Set<string>;
const sizeOf = (values: Values | undefined) =>
  values === undefined ? 0 : typeof values === "string" ? 1 : values.size;

// Separate maps for names and first words: no key is built per row ('name:...').
export class NameCounts {
  private locations = { name: new Map<string, Values>(), prefix: new Map<string, Values>() };
  private numbers = { name: new Map<string, Values>(), prefix: new Map<string, Values>() };

  private add(map: Map<string, Values>, key: string, value: string) {
    const values = map.get(key);
    if (values === undefined) map.set(key, value);
    else if (typeof values === "string") {
      if (values !== value) map.set(key, new Set([values, value]));
    } else values.add(value);
  }

  /** Counts one row's location (its USDA record, else its address) under its name's keys. */
  count(k: NameKeys, where: string): void {
    if (k.name) this.add(this.locations.name, k.name, where);
    if (k.prefix) this.add(this.locations.prefix, k.prefix, where);
    if (k.name && k.number) this.add(this.numbers.name, k.name, k.number);
    if (k.prefix && k.number) this.add(this.numbers.prefix, k.prefix, k.number);
  }

  /** Turns an independent or review row into a chain (or review) when its name is everywhere. */
  mark(row: SnapPlanRow, k: NameKeys): void {
    if (row.decision !== "independent" && row.decision !== "review") return;
    const size = (map: Map<string, Values>, key: string | null) => (key ? sizeOf(map.get(key)) : 0);
    const byName = size(this.locations.name, k.name);
    const byPrefix = size(this.locations.prefix, k.prefix);
    if (Math.max(byName, byPrefix) > CHAIN_LOCATIONS) {
      row.decision = "chain";
      row.reason =
        byName >= byPrefix
          ? `${byName} locations named "${k.name}" in the imported files`
          : `${byPrefix} numbered locations named "${k.prefix} ..." in the imported files`;
      return;
    }
    const numberedByName = size(this.numbers.name, k.name);
    const numberedByPrefix = size(this.numbers.prefix, k.prefix);
    const numbered = Math.max(numberedByName, numberedByPrefix);
    if (row.decision === "independent" && numbered >= NUMBERED_LOCATIONS) {
      const what = numberedByName >= numberedByPrefix ? `"${k.name}"` : `"${k.prefix} ..."`;
      row.decision = "review";
      row.reason = `possible chain: ${numbered} numbered locations named ${what} in the imported files`;
    }
  }
}
