// GET /api/analytics: the admin dashboard's figures (spec sections 2, 3 and 9), plus page views per
// day for the last 30 days for the dashboard's chart.
import type { Db } from "../../../db/client.ts";
import {
  countPageViews,
  mostViewedCities,
  mostViewedStores,
  pageViewsByDay,
  recentSearchQueries,
} from "../../../db/queries/analytics.ts";

export const RECENT_QUERIES = 15;
export const TOP_LIST_SIZE = 10;
export const DAYS_CHARTED = 30;

export interface AnalyticsReport {
  totalViews: number;
  searchQueries: string[];
  popularShops: Array<{ id: string; name: string; cityName: string; viewCount: number }>;
  popularCities: Array<{ id: number; name: string; slug: string; viewCount: number }>;
  viewsByDay: Array<{ date: string; views: number }>;
}

export async function analyticsReport(db: Db): Promise<AnalyticsReport> {
  const [totalViews, searchQueries, popularShops, popularCities, viewsByDay] = await Promise.all([
    countPageViews(db),
    recentSearchQueries(db, RECENT_QUERIES),
    mostViewedStores(db, TOP_LIST_SIZE),
    mostViewedCities(db, TOP_LIST_SIZE),
    pageViewsByDay(db, DAYS_CHARTED),
  ]);
  return { totalViews, searchQueries, popularShops, popularCities, viewsByDay };
}
