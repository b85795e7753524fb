// Licensed banners of independently owned stores: a store under one of these names is kept and
// marked with its banner, never skipped as a chain (ADR 017). A name belongs here only when most
// stores under it are owned by independent retailers who license the name or belong to a
// retailer-owned co-operative; a name that is a corporate chain in some regions (Foodland, Price
// Chopper, Save-A-Lot) stays off the list and is decided by the brand list like any other chain.
export interface Banner {
  /** The banner as shown on the store page. */
  name: string;
  /** Other spellings seen in USDA and OSM data. */
  aliases?: string[];
  wikidata?: string;
  why: string;
  /** False for banners of shops that are no grocery (hardware): their store type still decides. */
  grocery?: false;
}

export const LICENSED_BANNERS: readonly Banner[] = [
  {
    name: "IGA",
    aliases: ["Independent Grocers Alliance"],
    wikidata: "Q1081559",
    why: "Independent Grocers Alliance: a licence held by independently owned grocers",
  },
  {
    name: "Piggly Wiggly",
    wikidata: "Q3388303",
    why: "franchise; most stores are independently owned and operated",
  },
  { name: "Thriftway", why: "banner licensed to independent grocers by wholesalers (Associated Grocers, URM)" },
  { name: "Shurfine", aliases: ["Shur-Fine", "Shur Fine"], why: "private label and store banner of independents" },
  {
    name: "Ace Hardware",
    aliases: ["Ace Hdwe"],
    wikidata: "Q4672981",
    why: "retailer-owned co-operative",
    grocery: false,
  },
  {
    name: "True Value",
    wikidata: "Q7847545",
    why: "retailer-owned co-operative of independent hardware stores",
    grocery: false,
  },
  { name: "Cash Saver", why: "banner licensed to independent grocers by Associated Wholesale Grocers" },
  { name: "Red & White", why: "banner of independent grocers supplied by regional wholesalers" },
  { name: "Key Food", wikidata: "Q6398037", why: "co-operative of independently owned supermarkets" },
  { name: "Foodtown", why: "co-operative of independently owned supermarkets (Allegiance Retail)" },
  { name: "Associated Supermarket", why: "independently owned stores supplied by a wholesaler" },
  { name: "Bravo Supermarkets", aliases: ["Bravo Supermarket"], why: "independently owned stores under one banner" },
  { name: "Country Mart", why: "banner licensed to independent grocers by Associated Wholesale Grocers" },
  { name: "Food Pride", why: "banner licensed to independent grocers by wholesalers" },
];
