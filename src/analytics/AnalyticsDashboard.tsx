// The analytics dashboard (spec "Analytics dashboard"), used on /analytics and in the admin panel's
// Analytics tab. GET /api/analytics decides who may see it: a 401 sends the browser to /admin-login.
// Cards and lists are the spec's; the chart of page views per day is the whole site's until a top
// store or city is chosen, then that page's (GET /api/analytics?storeId= / ?cityId=).
import { useRef, useState } from "react";
import type { AnalyticsReport } from "./analytics-json.ts";
import { HttpError, apiFetch, failureMessage } from "../ui/api.ts";
import { toast } from "../ui/toast.ts";
import { useLoaded } from "../ui/use-loaded.ts";
import { redirectToLogin } from "../admin/admin-session.ts";
import { LoadFailed, Loading } from "../ui/LoadState.tsx";
import StatCard, { StatGrid } from "../ui/StatCard.tsx";
import type { DayViews } from "./chart-scale.ts";
import TopList, { type TopListItem } from "./TopList.tsx";
import ViewsChart from "./ViewsChart.tsx";

type Scope = { kind: "site" } | { kind: "store" | "city"; id: string; name: string };
const SITE: Scope = { kind: "site" };
const scopeKey = (scope: Scope) => (scope.kind === "site" ? "site" : `${scope.kind}:${scope.id}`);
const scopeQuery = (scope: Scope) =>
  scope.kind === "store"
    ? `?storeId=${encodeURIComponent(scope.id)}`
    : scope.kind === "city"
      ? `?cityId=${scope.id}`
      : "";

async function fetchReport(scope: Scope): Promise<AnalyticsReport | null> {
  try {
    return await apiFetch<AnalyticsReport>(`/api/analytics${scopeQuery(scope)}`);
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) {
      redirectToLogin();
      return null;
    }
    throw error;
  }
}

export default function AnalyticsDashboard() {
  // null also while a 401 sends the browser to sign in.
  const { data: report, failed, retry } = useLoaded(() => fetchReport(SITE));
  const [scope, setScope] = useState<Scope>(SITE);
  // The charts of chosen stores and cities, by scopeKey; the site's own is the report's.
  const [series, setSeries] = useState<Record<string, DayViews[]>>({});
  const [chartLoading, setChartLoading] = useState(false);
  const chart = useRef<HTMLElement>(null);

  const choose = async (next: Scope) => {
    const key = scopeKey(next);
    if (key === scopeKey(scope)) next = SITE; // pressing the pressed row again goes back to the site
    setScope(next);
    // Bring the chart into view on a phone, where it sits far above the list; focus stays put.
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    chart.current?.scrollIntoView({ block: "nearest", behavior: still ? "auto" : "smooth" });
    if (next.kind === "site" || series[scopeKey(next)]) return;
    setChartLoading(true);
    try {
      const scoped = await fetchReport(next);
      if (scoped) setSeries((known) => ({ ...known, [scopeKey(next)]: scoped.viewsByDay }));
    } catch (error) {
      setScope(SITE);
      toast({
        variant: "destructive",
        title: "Could not load the chart",
        description: failureMessage(error, "Please try again."),
      });
    } finally {
      setChartLoading(false);
    }
  };

  if (failed) return <LoadFailed message="Failed to load analytics." onRetry={retry} />;
  if (!report) return <Loading what="analytics" />;

  const empty = report.totalViews === 0 && report.searchQueries.length === 0;
  const subject = scope.kind === "site" ? "the whole site" : scope.name;
  const shown = scope.kind === "site" ? report.viewsByDay : series[scopeKey(scope)];
  const stores: TopListItem[] = report.popularShops.map((s) => ({
    key: `store:${s.id}`,
    name: s.name,
    detail: s.cityName,
    views: s.viewCount,
  }));
  const cities: TopListItem[] = report.popularCities.map((c) => ({
    key: `city:${c.id}`,
    name: c.name,
    detail: c.slug,
    views: c.viewCount,
  }));
  // Row keys are "store:<uuid>" / "city:<id>"; the id is what follows the colon.
  const idOf = (item: TopListItem) => item.key.slice(item.key.indexOf(":") + 1);

  return (
    <div className="space-y-8">
      <StatGrid>
        <StatCard label="Total Page Views" value={report.totalViews} />
        <StatCard label="Search Queries" value={report.searchQueries.length} />
        <StatCard label="Popular Shops" value={report.popularShops.length} />
        <StatCard label="Active Cities" value={report.popularCities.length} />
      </StatGrid>

      {empty ? (
        <p className="rounded-2xl border-2 border-dashed border-cream-300 bg-cream-50 px-6 py-12 text-center text-lg text-ink-700">
          No analytics data available yet.
        </p>
      ) : (
        <>
          <section ref={chart} aria-labelledby="views-chart-heading" className={panel}>
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <h2 id="views-chart-heading" className="text-2xl font-semibold text-ink-900">
                  Page views, last 30 days
                </h2>
                <p className="mt-1 text-ink-700" aria-live="polite">
                  {scope.kind === "site" ? "Whole site" : `${scope.kind === "store" ? "Store" : "City"}: ${scope.name}`}
                  {chartLoading && " (loading…)"}
                </p>
              </div>
              {scope.kind !== "site" && (
                <button type="button" className="btn-outline" onClick={() => void choose(SITE)}>
                  Show whole site
                </button>
              )}
            </div>
            <p className="mt-1 text-sm text-ink-600">Choose a store or city below to chart its page alone.</p>
            <div className="mt-5">{shown && <ViewsChart series={shown} subject={subject} />}</div>
          </section>

          <div className="grid gap-8 lg:grid-cols-2 [&>*]:min-w-0">
            <section aria-labelledby="top-stores-heading" className={panel}>
              <h2 id="top-stores-heading" className="text-2xl font-semibold text-ink-900">
                Most viewed stores
              </h2>
              <div className="mt-4">
                <TopList
                  items={stores}
                  selectedKey={scope.kind === "store" ? scopeKey(scope) : null}
                  onSelect={(item) => void choose({ kind: "store", id: idOf(item), name: item.name })}
                  actionLabel="Chart page views of"
                  empty="No store page views yet."
                />
              </div>
            </section>
            <section aria-labelledby="top-cities-heading" className={panel}>
              <h2 id="top-cities-heading" className="text-2xl font-semibold text-ink-900">
                Most viewed cities
              </h2>
              <div className="mt-4">
                <TopList
                  items={cities}
                  selectedKey={scope.kind === "city" ? scopeKey(scope) : null}
                  onSelect={(item) => void choose({ kind: "city", id: idOf(item), name: item.name })}
                  actionLabel="Chart page views of"
                  empty="No city page views yet."
                />
              </div>
            </section>
          </div>

          <section aria-labelledby="recent-searches-heading" className={panel}>
            <h2 id="recent-searches-heading" className="text-2xl font-semibold text-ink-900">
              Recent searches
            </h2>
            {report.searchQueries.length === 0 ? (
              <p className="mt-4 text-ink-700">No searches yet.</p>
            ) : (
              <ul className="mt-4 flex flex-wrap gap-2">
                {report.searchQueries.map((query) => (
                  <li key={query} className="max-w-full rounded-full bg-cream-200 px-3 py-1 break-all text-ink-900">
                    {query}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}

const panel = "rounded-2xl border border-cream-300 bg-cream-50 p-5 shadow-card sm:p-6";
