// The admin panel's stat cards (GET /api/admin/stats): the directory's totals, then what waits in each
// review queue, each a link to its tab (ADR 063). A failed load leaves dashes and a retry; the tabs
// below work without the figures.
import type { Loaded } from "../ui/use-loaded.ts";
import StatCard, { StatGrid } from "../ui/StatCard.tsx";
import { readerDate } from "../platform/dates.ts";

export interface AdminStatsJson {
  totalShops: number;
  totalCities: number;
  totalUsers: number;
  boostedShops: number;
  waiting: { newListings: number; suggestions: number; nameAddress: number; claims: number };
  /** Stores the scope rule marked, waiting for an admin to keep or delete them (issue #47). */
  outOfScope: number;
  /** The last monthly USDA refresh (ADR 064), or null before the first. */
  lastRefresh: {
    startedAt: string;
    status: string;
    fileDate: string | null;
    summary: Record<string, number> | null;
    error: string | null;
  } | null;
}

/** One line on the last USDA refresh: when, from which file, and what it did or why it failed. */
function refreshLine(refresh: AdminStatsJson["lastRefresh"]): string {
  if (!refresh) return "USDA refresh: none has run yet (monthly, once SNAP_REFRESH_URL is set).";
  const when = readerDate(refresh.startedAt, "date-time");
  if (refresh.status === "failed")
    return `USDA refresh of ${when} failed, changing nothing: ${refresh.error ?? "no reason recorded"}.`;
  if (refresh.status !== "succeeded") return `USDA refresh started ${when} is still running.`;
  const s = refresh.summary ?? {};
  return `USDA refresh of ${when}${refresh.fileDate ? ` (file of ${refresh.fileDate})` : ""}: ${s.new ?? 0} new, ${s.ended ?? 0} may have closed, ${s.changed ?? 0} changed, ${s.queued ?? 0} queued for review.`;
}

/** The review queues in the order their cards and tabs show them: tab id, label, the count's key. */
export const REVIEW_QUEUES = [
  { tab: "new-listings", label: "New listings", key: "newListings" },
  { tab: "suggestions", label: "Suggestions", key: "suggestions" },
  { tab: "name-address", label: "Name & address", key: "nameAddress" },
  { tab: "claims", label: "Business Claims", key: "claims" },
] as const;

export default function AdminStats({ stats: { data: stats, failed, retry } }: { stats: Loaded<AdminStatsJson> }) {
  return (
    <div>
      <StatGrid>
        <StatCard label="Total Stores" value={stats?.totalShops ?? null} />
        <StatCard label="Total Cities" value={stats?.totalCities ?? null} />
        <StatCard label="Total Users" value={stats?.totalUsers ?? null} />
        <StatCard label="Boosted Stores" value={stats?.boostedShops ?? null} />
        {REVIEW_QUEUES.map((queue) => (
          <StatCard
            key={queue.tab}
            label={`${queue.label} waiting`}
            value={stats?.waiting[queue.key] ?? null}
            href={`#${queue.tab}`}
          />
        ))}
        {/* Only while some wait: most days there is nothing to decide. */}
        {Boolean(stats?.outOfScope) && (
          <StatCard label="Out of scope, to decide" value={stats!.outOfScope} href="#stores" />
        )}
      </StatGrid>
      {stats && <p className="mt-3 text-sm text-ink-700">{refreshLine(stats.lastRefresh)}</p>}
      {failed && (
        <p role="alert" className="mt-3 text-red-800">
          Failed to load the totals.{" "}
          <button type="button" className="font-semibold underline underline-offset-2" onClick={retry}>
            Try again
          </button>
        </p>
      )}
    </div>
  );
}
