import { describe, expect, it } from "vitest";
import { describeSeries, formatDay, niceMax, summarize } from "./chart-scale.ts";

describe("niceMax", () => {
  it("rounds up to 1, 2 or 5 times a power of ten", () => {
    expect([0, 1, 2, 3, 7, 10, 11, 24, 51, 99, 100, 101, 4321].map(niceMax)).toEqual([
      1, 1, 2, 5, 10, 10, 20, 50, 100, 100, 100, 200, 5000,
    ]);
  });
});

describe("formatDay", () => {
  it("formats the API's UTC day whatever the browser's time zone", () => {
    expect(formatDay("2025-06-03")).toBe("Jun 3");
    expect(formatDay("2025-01-01", "long")).toBe("January 1, 2025");
  });
});

describe("summarize and describeSeries", () => {
  const series = [
    { date: "2025-06-01", views: 0 },
    { date: "2025-06-02", views: 4 },
    { date: "2025-06-03", views: 4 },
    { date: "2025-06-04", views: 1 },
  ];

  it("totals the views and finds the first busiest day", () => {
    expect(summarize(series)).toEqual({ total: 9, busiest: { date: "2025-06-02", views: 4 } });
    expect(summarize([{ date: "2025-06-01", views: 0 }])).toEqual({ total: 0, busiest: null });
  });

  it("says what the chart shows", () => {
    expect(describeSeries(series, "the whole site")).toBe(
      "Page views per day for the whole site, June 1, 2025 to June 4, 2025: 9 views in total; busiest day June 2, 2025 with 4 views.",
    );
    expect(describeSeries(series.slice(0, 1), "Mankato")).toBe(
      "Page views per day for Mankato, June 1, 2025 to June 1, 2025: no views.",
    );
    expect(describeSeries([], "Mankato")).toBe("No page views to chart for Mankato.");
  });
});
