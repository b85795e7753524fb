// GET /api/analytics: the admin dashboard's figures (spec sections 2, 3 and 9), plus page views per
// day for the last 30 days for the dashboard's chart: of the whole site, or of one city's page or
// one store's page when a scope is given.
import type { Db } from "../../db/client.ts";
import {
  countPageViews,
  mostViewedCities,
  mostViewedStores,
  pageViewScopeExists,
  pageViewsByDay,
  recentSearchQueries,
  type PageViewScope,
} from "./analytics-queries.server.ts";
import type { AnalyticsReport } from "./analytics-json.ts";
import { notFound } from "../platform/errors.server.ts";

export const RECENT_QUERIES = 15;
export const TOP_LIST_SIZE = 10;
export const DAYS_CHARTED = 30;

export async function analyticsReport(db: Db, scope?: PageViewScope): Promise<AnalyticsReport> {
  // An unknown id is a 404 rather than a chart of zeros, which would look like a real, unvisited page.
  if (scope && !(await pageViewScopeExists(db, scope))) {
    throw notFound("cityId" in scope ? "City not found." : "Grocery store not found.");
  }
  const [totalViews, searchQueries, popularShops, popularCities, viewsByDay] = await Promise.all([
    countPageViews(db),
    recentSearchQueries(db, RECENT_QUERIES),
    mostViewedStores(db, TOP_LIST_SIZE),
    mostViewedCities(db, TOP_LIST_SIZE),
    pageViewsByDay(db, DAYS_CHARTED, scope),
  ]);
  return { totalViews, searchQueries, popularShops, popularCities, viewsByDay };
}
