// GET /api/analytics (spec section 3, "Analytics report"), plus page views per day for the chart.
export interface AnalyticsReport {
  totalViews: number;
  searchQueries: string[];
  popularShops: Array<{ id: string; name: string; cityName: string; viewCount: number }>;
  popularCities: Array<{ id: number; name: string; slug: string; viewCount: number }>;
  viewsByDay: Array<{ date: string; views: number }>;
}
