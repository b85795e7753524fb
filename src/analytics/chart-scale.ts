// Pure helpers for the page-views chart: a round top for the scale, the text alternative's summary,
// and day labels. Dates are the API's UTC days ("YYYY-MM-DD"), so they are formatted in UTC too.
import { calendarDate } from "../platform/dates.ts";

export interface DayViews {
  date: string;
  views: number;
}

/** The smallest 1, 2 or 5 times a power of ten at or above `max` (at least 1, so bars never divide by 0). */
export function niceMax(max: number): number {
  if (!(max > 1)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) {
    if (step * magnitude >= max) return step * magnitude;
  }
  return 10 * magnitude;
}

/** "Jun 3" for "2025-06-03". */
export function formatDay(date: string, style: "short" | "long" = "short"): string {
  return calendarDate(date, style === "long" ? "long" : "short-month-day");
}

export interface SeriesSummary {
  total: number;
  /** The first day with the most views; null when every day is 0. */
  busiest: DayViews | null;
}

export function summarize(series: readonly DayViews[]): SeriesSummary {
  let total = 0;
  let busiest: DayViews | null = null;
  for (const day of series) {
    total += day.views;
    if (day.views > 0 && (!busiest || day.views > busiest.views)) busiest = day;
  }
  return { total, busiest };
}

/** The sentence a screen reader hears for the chart. */
export function describeSeries(series: readonly DayViews[], subject: string): string {
  if (series.length === 0) return `No page views to chart for ${subject}.`;
  const { total, busiest } = summarize(series);
  const span = `${formatDay(series[0]!.date, "long")} to ${formatDay(series.at(-1)!.date, "long")}`;
  const views = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "view" : "views"}`;
  if (!busiest) return `Page views per day for ${subject}, ${span}: no views.`;
  return `Page views per day for ${subject}, ${span}: ${views(total)} in total; busiest day ${formatDay(
    busiest.date,
    "long",
  )} with ${views(busiest.views)}.`;
}
