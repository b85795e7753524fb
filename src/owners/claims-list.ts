// The claims the product makes to shoppers and owners, each with the condition under which it may be
// shown (issue #49, ADR 062). A claim is a sentence that says something about a store, a town, a
// boost or the product itself that could be untrue; this list is where a new one is added, with the
// fact that backs it. tests/integration/claims-list.test.ts builds every page type from imported
// (owner-less, unknown-amenity) data and from sample data and checks each built page against it:
// a claim's text may appear only where its condition holds. Mails and island-only screens have
// their own tests, named in `checkedBy`.

/** What a built page's claims may depend on, read from the same database the page was built from. */
export interface PageFacts {
  kind: "store" | "town" | "best-deals" | "home" | "cities" | "search" | "list-shop" | "claim" | "boost" | "other";
  /** The store a store page is about. */
  store?: {
    isBoosted: boolean;
    /** Its running boost was bought by its verified owner. */
    featuredByOwner: boolean;
    isSample: boolean;
    hasWifi: boolean | null;
    /** Has venue data from a venue-data service and is not sample data. */
    venueVerified: boolean;
    confirmedBy: string;
  };
  /** The town a town or best-deals page is about. */
  town?: {
    /** Listed stores. */
    stores: number;
    /** Boosted stores with a current circular. */
    featuredDeals: number;
  };
  /** What owners and listers wrote that the page shows (descriptions): their words are theirs. */
  ownWords: readonly string[];
  /** Towns the product's own search counts call popular (popular-searches.ts). */
  popularSearches: number;
  /** The measured "more profile views" figure (ADR 038), or null. */
  viewLift: number | null;
}

export interface ProductClaim {
  id: string;
  /** The words, as a pattern (numbers vary). */
  text: RegExp;
  /** The condition, as a person reads it. */
  condition: string;
  /** The condition, as the test checks it on a built page. */
  allowed: (facts: PageFacts, html: string) => boolean;
  /** Where it is checked when it is not on a built page: a mail or an island's screen. */
  checkedBy?: string;
}

const never = () => false;
const saidByThemselves = (facts: PageFacts, words: RegExp) => facts.ownWords.some((text) => words.test(text));

export const PRODUCT_CLAIMS: readonly ProductClaim[] = [
  {
    id: "owner-features-it",
    text: /Its owner features it/,
    condition: "A store page, when the store's running boost was bought by its verified owner.",
    allowed: (f) => f.kind === "store" && f.store?.featuredByOwner === true,
  },
  {
    id: "featured-deal",
    text: /Featured Deals?\b/i,
    condition:
      "A best-deals page of a town where a boosted store has a current circular; the 'Featured Deal #n' ribbon only on such a store.",
    allowed: (f) => f.kind === "best-deals" && (f.town?.featuredDeals ?? 0) > 0,
  },
  {
    id: "deals-count",
    text: /\bfeatured stores? ha(?:s|ve) a current circular\b/,
    condition: "A best-deals page, counting boosted stores with a current circular.",
    allowed: (f) => f.kind === "best-deals" && (f.town?.featuredDeals ?? 0) > 0,
  },
  {
    id: "compete",
    text: /compete on freshness/,
    condition: "A best-deals page of a town with at least two listed stores.",
    allowed: (f) => (f.town?.stores ?? 0) >= 2,
  },
  {
    id: "family-run",
    text: /family-run/i,
    condition: "Only in an owner's or lister's own words: the product does not know who runs a store.",
    allowed: (f) => saidByThemselves(f, /family-run/i),
  },
  {
    id: "always-online",
    text: /24\/7 online presence|day and night/i,
    condition: "Never as a boost benefit: every free listing is online all the time.",
    allowed: never,
  },
  {
    id: "shoppers-use-it",
    text: /directory shoppers use/i,
    condition: "Never: nothing measures which directory shoppers use.",
    allowed: never,
  },
  {
    id: "savings-figure",
    text: /15-20%|typical savings/i,
    condition: "A savings figure only with its source; the spec's 15-20% has none, so never.",
    allowed: never,
  },
  {
    id: "money-stays-local",
    text: /\$45 vs \$14/,
    condition: "Only with its source (the Institute for Local Self-Reliance's 2003 Midcoast Maine study).",
    allowed: (_f, html) => html.includes("Institute for Local Self-Reliance"),
  },
  {
    id: "popular-searches",
    text: /Popular searches/,
    condition: `When the product's own search counts make at least one listed town popular (popular-searches.ts).`,
    allowed: (f) => f.popularSearches > 0,
  },
  {
    id: "popular-towns",
    text: /popular towns/i,
    condition: "Never: the home page orders towns by store count, and says so.",
    allowed: never,
  },
  {
    id: "owners-boosted",
    text: /whose owners boosted/i,
    condition: "Never: a boost may be bought by anyone.",
    allowed: never,
  },
  {
    id: "view-lift",
    text: /\d+% more profile views/,
    condition: "When the analytics back the figure (ADR 038).",
    allowed: (f) => f.viewLift !== null,
  },
  {
    id: "free-wifi",
    text: /Free WiFi/i,
    condition: "Never: an owner ticks 'Wi-Fi', not that it is free.",
    allowed: never,
  },
  {
    id: "wifi",
    text: /\bWi-Fi\b/,
    condition: "A store page, when someone stated the store has Wi-Fi (unknown is not yes, ADR 060).",
    allowed: (f) => f.kind !== "store" || f.store?.hasWifi === true || saidByThemselves(f, /wi-?fi/i),
  },
  {
    id: "sample-listing",
    text: /This is sample data, not a real business/,
    condition: "A store page of sample data; a claim approval or an owner's edit makes a listing real.",
    allowed: (f) => f.kind === "store" && f.store?.isSample === true,
  },
  {
    id: "confirmed-by-owner",
    text: /last confirmed [A-Z][a-z]{2} \d{1,2}, \d{4} by the owner/,
    condition: "When the verified owner saved the details in the editor (a claim approval confirms none).",
    allowed: (f) => f.store?.confirmedBy === "owner",
  },
  {
    id: "venue-verified",
    text: /Venue verified|Enhanced with verified business data/,
    condition: "A real store with venue data from a venue-data service (issue 13).",
    allowed: (f) => f.store?.venueVerified === true,
  },
  {
    id: "claim-review-time",
    text: /within 2-3 business days/,
    condition:
      "The claim pages and mails: the admin claims queue flags a claim pending longer as overdue (review-time.ts).",
    allowed: (f) => f.kind === "claim" || f.kind === "other",
    checkedBy: "src/owners/review-time.test.ts, tests/integration/claims.test.ts",
  },
  {
    id: "quota-resets",
    text: /Resets with your subscription period/,
    condition: "The circulars screen, for a subscription boost; a one-time boost's quota does not reset.",
    allowed: never,
    checkedBy: "src/circulars/quota-card.test.ts",
  },
  {
    id: "shopper-loves-it",
    text: /loves your store/i,
    condition: "Never: the product knows who paid for a boost, not why.",
    allowed: never,
    checkedBy: "tests/integration/boosts-owner-notice.test.ts",
  },
];
