// The enrichment status (review keys, shops needing images, the latest bulk runs), polled every
// 2 seconds while a run is going so its progress bar moves, and not at all otherwise.
import { useCallback, useEffect, useState } from "react";
import type { EnrichmentStatusJson } from "../../../shared/api/enrichment.ts";
import { adminFetch } from "../admin-api.ts";

const POLL_MS = 2000;

export function useEnrichmentStatus() {
  const [status, setStatus] = useState<EnrichmentStatusJson | null>(null);
  const [failed, setFailed] = useState(false);
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((n) => n + 1), []);

  useEffect(() => {
    let cancelled = false;
    adminFetch<EnrichmentStatusJson>("/api/admin/enrichment/status").then(
      (data) => {
        if (cancelled) return;
        setStatus(data);
        setFailed(false);
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [reloads]);

  const running = status?.reviews.job?.status === "running" || status?.images.job?.status === "running";
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(reload, POLL_MS);
    return () => clearTimeout(timer);
  }, [running, status, reload]);

  return { status, failed, reload };
}
