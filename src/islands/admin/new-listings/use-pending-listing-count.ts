// How many new listings wait for review, for the tab's badge: loaded once when the panel opens (the
// tab's own panel is mounted only when visited), then kept current by the tab after each decision.
import { useLoaded } from "../../shared/use-loaded.ts";
import { loadQueue } from "./new-listings-api.ts";

export function usePendingListingCount(): [number | null, (total: number) => void] {
  // A failed count only hides the badge; the tab shows its own error and retry.
  const { data: count, setData } = useLoaded(async () => (await loadQueue()).total);
  return [count, (total) => setData(() => total)];
}
