// The one rule that decides what an imported store is, for the SNAP import and OSM expansion alike
// (ADR 035). In order: the source's store type (a shop that is no grocery retail is out, unless its
// name clearly says groceries: then a person decides), licensed banners and chains by evidence, the
// name rules where there is no type, and names that are only a company's legal name (review).
import { LICENSED_BANNERS } from "../chains/banners.server.ts";
import { classifyStore } from "../chains/classify.server.ts";
import { isLegalEntityName, notGrocerByName, saysClosed, saysGrocery, skipByName } from "./name-words.server.ts";
import type { Kind } from "./store-types.server.ts";

export type StoreDecision = "independent" | "banner" | "chain" | "review" | "rejected";

export interface StoreFacts {
  name: string;
  kind: Kind;
  town?: string | null;
  state?: string | null;
  /** OSM `brand` and `brand:wikidata` tags. */
  brand?: string | null;
  brandWikidata?: string | null;
  /** Farmers markets are left out unless the import asks for them. */
  farmersMarkets?: boolean;
}

export interface Decided {
  decision: StoreDecision;
  reason: string;
  /** The banner or brand found. */
  label?: string;
}

const nonGroceryBanners = new Set(LICENSED_BANNERS.filter((b) => b.grocery === false).map((b) => b.name));

export function decideStore(facts: StoreFacts): Decided {
  const { name, kind } = facts;
  // 'Closed 4/20/2018', 'Out of business': the source's own note that the store is gone.
  if (saysClosed(name)) return { decision: "rejected", reason: "the name says the store has closed" };
  if (kind.class === "not-retail") return { decision: "rejected", reason: kind.what };
  if (kind.class === "farmers" && !facts.farmersMarkets) return { decision: "rejected", reason: kind.what };
  const chain = classifyStore(name, {
    brand: facts.brand,
    brandWikidata: facts.brandWikidata,
    state: facts.state,
    town: facts.town,
  });
  const groceryBanner = chain.decision === "banner" && !nonGroceryBanners.has(chain.label ?? "");
  // An IGA typed 'Convenience Store' is still an IGA grocery: the licence says what it is.
  if (groceryBanner) return chain;
  if (chain.decision === "chain") return chain;
  // A hardware store, bakery, pharmacy, restaurant, smoke or liquor shop by its name is no grocer;
  // a True Value is a hardware banner, never a grocery one.
  const notGrocer = notGrocerByName(name, facts.town) ?? (chain.decision === "banner" ? "hardware store" : null);
  const groceryWords = saysGrocery(name, facts.town);
  if (kind.class === "not-grocery" || kind.class === "mixed") {
    if (!groceryWords) return { decision: "rejected", reason: kind.what };
    const also = notGrocer ? ` (and ${notGrocer})` : "";
    return { decision: "review", reason: `${kind.what}, but the name says groceries${also}` };
  }
  if (notGrocer && !groceryWords) {
    // The type says grocery and the name says otherwise: a person decides; with no type, the name does.
    return kind.class === "grocery"
      ? { decision: "review", reason: `the name says ${notGrocer}, though the store type says grocery` }
      : { decision: "rejected", reason: `${notGrocer} (by name)` };
  }
  if (notGrocer && kind.class !== "grocery") {
    return { decision: "review", reason: `the name says ${notGrocer}, but also groceries` };
  }
  if (kind.class === "unknown") {
    const byName = skipByName(name, facts.town, facts.farmersMarkets);
    if (byName) return { decision: "rejected", reason: byName };
  }
  if (isLegalEntityName(name)) return { decision: "review", reason: "the name is only a company's legal name" };
  // A hardware banner's store that the name and type show to be a grocery is an independent grocer.
  return chain.decision === "banner" ? { decision: "independent", reason: "no chain brand or grocery banner" } : chain;
}
