// The admin panel's stat cards (GET /api/admin/stats). A failed load leaves dashes and a retry; the
// tabs below work without the figures.
import { useLoaded } from "../../shared/use-loaded.ts";
import { adminFetch } from "../admin-api.ts";
import StatCard, { StatGrid } from "../ui/StatCard.tsx";

interface Stats {
  totalShops: number;
  totalCities: number;
  totalUsers: number;
  boostedShops: number;
}

export default function AdminStats() {
  const { data: stats, failed, retry } = useLoaded(() => adminFetch<Stats>("/api/admin/stats"));

  return (
    <div>
      <StatGrid>
        <StatCard label="Total Stores" value={stats?.totalShops ?? null} />
        <StatCard label="Total Cities" value={stats?.totalCities ?? null} />
        <StatCard label="Total Users" value={stats?.totalUsers ?? null} />
        <StatCard label="Boosted Stores" value={stats?.boostedShops ?? null} />
      </StatGrid>
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
