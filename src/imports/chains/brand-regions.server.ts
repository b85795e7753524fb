// Where a brand operates, for brands name-suggestion-index lists for the whole US although their
// stores are in a few states only (its locationSet is 'us'). A brand counts as a chain only where it
// operates: a 'Ralph's Market' in Ohio is a local store, not Kroger's Ralphs (ADR 035). Each entry
// says where the brand's stores are, from the brand's own store list; NSI's own state lists
// (locationSet 'us-ct', ...) are in the snapshot and need no entry here.
export const BRAND_REGIONS: Readonly<Record<string, { states: string[]; why: string }>> = {
  Ralphs: { states: ["CA"], why: "Kroger's Southern California banner" },
  Jacksons: {
    states: ["AZ", "CA", "ID", "NV", "OR", "UT", "WA"],
    why: "Jacksons Food Stores: convenience stores in seven western states",
  },
};
