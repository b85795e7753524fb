// The enrichment status (review keys, shops needing images, the latest bulk runs), polled every
// 2 seconds while a run is going so its progress bar moves, and not at all otherwise.
import { useEffect } from "react";
import type { EnrichmentStatusJson } from "./enrichment-json.ts";
import { useLoaded } from "../ui/use-loaded.ts";
import { adminFetch } from "../admin/admin-api.ts";

const POLL_MS = 2000;

export function useEnrichmentStatus() {
  const {
    data: status,
    failed,
    retry: reload,
  } = useLoaded(() => adminFetch<EnrichmentStatusJson>("/api/admin/enrichment/status"));

  const running = status?.reviews.job?.status === "running" || status?.images.job?.status === "running";
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(reload, POLL_MS);
    return () => clearTimeout(timer);
  }, [running, status, reload]);

  return { status, failed, reload };
}
