// The admin panel's Expansion tab: start an OpenStreetMap expansion run over 5, 10, 25 or 50 areas
// (10 by default), then watch it. GET /api/admin/expansion/stats is polled every 5 seconds, as the
// spec says; a run that fails shows 'Expansion Failed' with the server's reason (ADR 020).
import { useCallback, useEffect, useRef, useState } from "react";
import {
  AREA_CHOICES,
  DEFAULT_AREAS,
  type AreasToProcess,
  type ExpansionRunJson,
  type ExpansionStats,
} from "./expansion-json.ts";
import { toast } from "../ui/toast.ts";
import { adminFetch, failureText } from "../admin/admin-api.ts";
import { LoadFailed, Loading } from "../ui/LoadState.tsx";
import StatCard, { StatGrid } from "../ui/StatCard.tsx";
import ProgressBar from "./ProgressBar.tsx";
import RunProgress from "./RunProgress.tsx";

export const POLL_MS = 5000;

export default function ExpansionTab() {
  const [stats, setStats] = useState<ExpansionStats | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [areas, setAreas] = useState<AreasToProcess>(DEFAULT_AREAS);
  const [starting, setStarting] = useState(false);
  const announcedFailure = useRef<number | null>(null);

  const load = useCallback(
    () =>
      adminFetch<ExpansionStats>("/api/admin/expansion/stats").then(
        (loaded) => {
          setStats(loaded);
          setLoadFailed(false);
          const run = loaded.run;
          // A run seen failing while this tab watched it gets the spec's toast once.
          if (run?.status === "failed" && announcedFailure.current === -run.id) {
            announcedFailure.current = run.id;
            toast({ variant: "destructive", title: "Expansion Failed", description: run.error ?? undefined });
          } else if (run?.status === "running") announcedFailure.current = -run.id;
        },
        () => setLoadFailed(true),
      ),
    [],
  );

  useEffect(() => {
    const timer = setInterval(() => void load(), POLL_MS);
    void load();
    return () => clearInterval(timer);
  }, [load]);

  const start = async () => {
    setStarting(true);
    try {
      const { run } = await adminFetch<{ run: ExpansionRunJson }>("/api/admin/expansion/run", {
        method: "POST",
        body: JSON.stringify({ areasToProcess: areas }),
      });
      announcedFailure.current = -run.id;
      setStats((current) => (current ? { ...current, run } : current));
      toast({ title: "Expansion started", description: `Processing ${run.areasToProcess} areas.` });
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Expansion Failed",
        description: failureText(error, "Please try again."),
      });
    } finally {
      setStarting(false);
    }
  };

  if (!stats) {
    return loadFailed ? (
      <LoadFailed message="Failed to load the expansion figures." onRetry={() => void load()} />
    ) : (
      <Loading what="expansion figures" />
    );
  }
  const run = stats.run;
  const running = run?.status === "running";

  return (
    <section aria-labelledby="expansion-heading" className="space-y-6">
      <div>
        <h2 id="expansion-heading" className="text-2xl font-semibold text-ink-900">
          Database expansion
        </h2>
        <p className="mt-2 max-w-prose text-ink-700">
          Finds independent grocery stores in OpenStreetMap, one small metro area at a time ({stats.totalMetroAreas}{" "}
          areas, five towns per state first). Chains are left out; licensed banners such as IGA are kept and marked; a
          store already listed is updated instead of added twice.
        </p>
      </div>

      <StatGrid>
        <StatCard label="Areas done" value={stats.scrapedAreas} />
        <StatCard label="Areas remaining" value={stats.remainingAreas} />
        <StatCard label="Metro areas" value={stats.totalMetroAreas} />
        <StatCard label="Stores in the directory" value={stats.totalGroceryStores} />
      </StatGrid>

      <ProgressBar
        label="All areas"
        value={stats.scrapedAreas}
        max={stats.totalMetroAreas}
        text={`${stats.completionPercentage}% of ${stats.totalMetroAreas} areas`}
      />

      <form
        className="flex flex-wrap items-end gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void start();
        }}
      >
        <div>
          <label htmlFor="expansion-areas" className="block font-semibold text-ink-900">
            Areas to process
          </label>
          <select
            id="expansion-areas"
            className="mt-1 min-h-11 rounded-lg border-2 border-cream-300 bg-white px-3 text-base text-ink-900"
            value={areas}
            onChange={(event) => setAreas(Number(event.target.value) as AreasToProcess)}
          >
            {AREA_CHOICES.map((n) => (
              <option key={n} value={n}>
                {n} areas
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-primary" disabled={starting || running || stats.remainingAreas === 0}>
          {starting ? "Starting…" : running ? "Expansion running…" : "Run expansion"}
        </button>
      </form>

      {run && <RunProgress run={run} />}
    </section>
  );
}
