// Chains that name-suggestion-index lacks, found from the data itself (ADR 035): the same name
// (store numbers, the town's name and legal forms set aside) at more than 10 locations across the
// imported files is a chain; a name numbered at 3 to 10 locations may be a small chain or one
// owner's shops, so a person decides; fewer is a local business ('Front Porch Store 2').
import { withoutStoreNumber } from "../chains/store-number.ts";
import { withoutTown } from "../chains/classify.ts";
import { LEGAL_WORDS, SHOP_WORDS } from "../rules/name-words.ts";
import { tokens } from "../text.ts";
import type { SnapStore } from "./normalize-row.ts";
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

interface Named {
  row: SnapPlanRow;
  store: SnapStore;
}

function keysOf({ row, store }: Named): { name: string; prefix: string | null; number: string | null; base: string } {
  const base = withoutStoreNumber(store.name);
  const words = withoutTown(tokens(base), row.town?.name ?? store.city).filter((w) => !LEGAL_WORDS.has(w));
  const number = base === store.name.trim() ? null : store.name.trim().slice(base.length).trim();
  const name = words.every((w) => PLAIN.has(w)) ? "" : words.join(" ");
  // A numbered store named after its neighbourhood ('Foodland Dillingham 18', 'Foodland Keaau 41')
  // counts with the brand's other numbered stores by its first word.
  const first = words[0];
  const prefix = number && first && first.length >= 3 && !PLAIN.has(first) && !/\d/.test(first) ? first : null;
  return { name, prefix, number, base };
}

export function markRepeatedNames(rows: Named[]): void {
  const locations = new Map<string, Set<string>>();
  const numbers = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, key: string, value: string) => {
    const set = map.get(key) ?? new Set<string>();
    set.add(value);
    map.set(key, set);
  };
  const keys = rows.map((named) => {
    const k = keysOf(named);
    const where = named.row.usdaRecordId ?? `${named.store.address}|${named.store.zip ?? named.store.city}`;
    if (k.name) add(locations, `name:${k.name}`, where);
    if (k.prefix) add(locations, `prefix:${k.prefix}`, where);
    if (k.name && k.number) add(numbers, `name:${k.name}`, k.number);
    if (k.prefix && k.number) add(numbers, `prefix:${k.prefix}`, k.number);
    return k;
  });
  rows.forEach(({ row }, i) => {
    if (row.decision !== "independent" && row.decision !== "review") return;
    const k = keys[i]!;
    const byName = k.name ? (locations.get(`name:${k.name}`)?.size ?? 0) : 0;
    const byPrefix = k.prefix ? (locations.get(`prefix:${k.prefix}`)?.size ?? 0) : 0;
    if (Math.max(byName, byPrefix) > CHAIN_LOCATIONS) {
      row.decision = "chain";
      row.reason =
        byName >= byPrefix
          ? `${byName} locations named "${k.name}" in the imported files`
          : `${byPrefix} numbered locations named "${k.prefix} ..." in the imported files`;
      return;
    }
    const numberedByName = k.name ? (numbers.get(`name:${k.name}`)?.size ?? 0) : 0;
    const numberedByPrefix = k.prefix ? (numbers.get(`prefix:${k.prefix}`)?.size ?? 0) : 0;
    const numbered = Math.max(numberedByName, numberedByPrefix);
    if (row.decision === "independent" && numbered >= NUMBERED_LOCATIONS) {
      const what = numberedByName >= numberedByPrefix ? `"${k.name}"` : `"${k.prefix} ..."`;
      row.decision = "review";
      row.reason = `possible chain: ${numbered} numbered locations named ${what} in the imported files`;
    }
  });
}
