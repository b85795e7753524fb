// Regenerates src/imports/chains/nsi-us-brands.json, the US brand names the chain rule uses,
// from a copy of name-suggestion-index (BSD-3-Clause). The package is 95 MB unpacked, too big to
// install for one list, so its brands are kept as this small snapshot (ADR 017):
//   npm pack name-suggestion-index && tar xzf name-suggestion-index-*.tgz
//   npx tsx scripts/build-nsi-brands.ts package/dist/json/nsi.min.json
import { readFileSync, writeFileSync } from "node:fs";

// Kinds of place a SNAP retailer or an OSM grocery can be that belong to a chain when branded.
const CATEGORIES = [
  "shop/supermarket",
  "shop/convenience",
  "shop/greengrocer",
  "shop/butcher",
  "shop/deli",
  "shop/variety_store",
  "shop/department_store",
  "shop/wholesale",
  "shop/chemist",
  "shop/frozen_food",
  "shop/beverages",
  "shop/alcohol",
  "amenity/pharmacy",
  "amenity/fuel",
  "amenity/fast_food",
];

interface NsiItem {
  displayName: string;
  locationSet?: { include?: unknown[]; exclude?: unknown[] };
  matchNames?: string[];
  tags: Record<string, string>;
}

// World, the Americas, Northern America, the US and its states.
const inUs = (item: NsiItem) =>
  (item.locationSet?.include ?? []).some(
    (code) => typeof code === "string" && (["001", "019", "021", "us"].includes(code) || code.startsWith("us-")),
  );

const [source] = process.argv.slice(2);
if (!source) throw new Error("usage: tsx scripts/build-nsi-brands.ts <nsi.min.json>");
const { _meta, nsi } = JSON.parse(readFileSync(source, "utf8")) as {
  _meta: { version?: string; generated?: string };
  nsi: Record<string, { items: NsiItem[] }>;
};

// Where in the US a brand operates, from its locationSet: two-letter state codes ('us-ct' or
// 'us-ct.geojson'), or null for the whole country. A region NSI draws itself (a point and radius,
// 'us-foodland_eastern.geojson') is no state list we can read: it counts as the whole country, so
// the brand is still a chain everywhere rather than a local store by accident.
function states(item: NsiItem): string[] | null {
  const list: string[] = [];
  for (const code of item.locationSet?.include ?? []) {
    if (typeof code !== "string") return null;
    const state = code.match(/^us-([a-z]{2})(?:\.geojson)?$/);
    if (state) list.push(state[1]!.toUpperCase());
    else if (["001", "019", "021", "us"].includes(code) || code.startsWith("us-")) return null;
  }
  return list.length > 0 ? [...new Set(list)].sort() : null;
}

const brands = CATEGORIES.flatMap((category) =>
  (nsi[`brands/${category}`]?.items ?? []).filter(inUs).map((item) => ({
    name: item.tags.brand ?? item.displayName,
    wikidata: item.tags["brand:wikidata"] ?? null,
    category,
    ...(states(item) ? { states: states(item) } : {}),
    ...(item.matchNames?.length ? { matchNames: item.matchNames } : {}),
  })),
).sort((a, b) => a.name.localeCompare(b.name) || a.category.localeCompare(b.category));

const out = {
  source: "name-suggestion-index (BSD-3-Clause, © name-suggestion-index contributors)",
  version: _meta.version ?? null,
  generated: _meta.generated ?? null,
  categories: CATEGORIES,
  brands,
};
writeFileSync(
  new URL("../src/imports/chains/nsi-us-brands.json", import.meta.url),
  `${JSON.stringify(out, null, 1)}\n`,
);
console.log(`${brands.length} brands written`);
