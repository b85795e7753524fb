// "Featured stores get N% more profile views" only when the product's own analytics show it, by a
// written rule (ADR 038); until there is enough data the pages describe what a boost does instead.

/** Views and store counts over the window, in towns that have both featured and other stores. */
export interface ViewSample {
  featured: { stores: number; views: number };
  other: { stores: number; views: number };
  /** Towns with at least one featured and one other listed store. */
  towns: number;
}

export const LIFT_WINDOW_DAYS = 30;
/** Enough to say it honestly: this many featured stores, in this many towns, with this many views. */
export const MIN_FEATURED_STORES = 10;
export const MIN_TOWNS = 5;
export const MIN_VIEWS = 1000;

/**
 * The percentage by which a featured store's average profile views exceed the average of the other
 * stores in the same towns, rounded down to a whole percent; null when the sample is too small or
 * featured stores were not viewed more (then no "more views" is claimed at all).
 */
export function viewLiftPercent(sample: ViewSample): number | null {
  const { featured, other, towns } = sample;
  if (featured.stores < MIN_FEATURED_STORES || towns < MIN_TOWNS || other.stores === 0) return null;
  if (featured.views + other.views < MIN_VIEWS || other.views === 0) return null;
  const lift = featured.views / featured.stores / (other.views / other.stores) - 1;
  const percent = Math.floor(lift * 100);
  return percent > 0 ? percent : null;
}

/** The one sentence the boost and list-shop pages show when there is a figure. */
export const viewLiftSentence = (percent: number) =>
  `In the last ${LIFT_WINDOW_DAYS} days, featured stores had ${percent}% more profile views on average than the other stores in the same towns.`;
