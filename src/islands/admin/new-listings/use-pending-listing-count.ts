// How many new listings wait for review, for the tab's badge: loaded once when the panel opens (the
// tab's own panel is mounted only when visited), then kept current by the tab after each decision.
import { useEffect, useState } from "react";
import { loadQueue } from "./new-listings-api.ts";

export function usePendingListingCount(): [number | null, (total: number) => void] {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let cancelled = false;
    // A failed count only hides the badge; the tab shows its own error and retry.
    loadQueue().then(
      (queue) => !cancelled && setCount(queue.total),
      () => {},
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return [count, setCount];
}
