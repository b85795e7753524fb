// Keeps a prebuilt store profile honest about its boost: the page was built with the boost state of
// build time, so this asks GET /api/boost-subscriptions/check/{id} and, if the answer differs, shows
// the other variant of every [data-boost-view] element (badge, Boost link, side panel). It also
// announces a successful boost payment. Plain DOM, no React: it renders nothing, so the store page
// runs it without loading React (ADR 033; started by StorePageScripts.ts).
import type { BoostCheckResponse } from "./boost-check.ts";
import { apiFetch } from "../ui/api.ts";
import { announceBoostActivated } from "./boost-activated.ts";

/** The webhook may land a moment after the buyer returns: re-check a few times after a payment. */
const RETRY_DELAYS_MS = [2000, 4000, 8000];

function showBoostState(boosted: boolean) {
  for (const element of document.querySelectorAll<HTMLElement>("[data-boost-view]")) {
    element.hidden = element.dataset.boostView !== (boosted ? "on" : "off");
  }
}

export function checkBoostState(storeId: string, builtBoosted: boolean): void {
  const justPaid = announceBoostActivated();
  let shown = builtBoosted;

  const check = async (attempt: number) => {
    try {
      const live = await apiFetch<BoostCheckResponse>(`/api/boost-subscriptions/check/${encodeURIComponent(storeId)}`);
      const boosted = live.hasActiveBoost === true;
      if (boosted !== shown) {
        shown = boosted;
        showBoostState(boosted);
      }
      const delay = RETRY_DELAYS_MS[attempt];
      if (justPaid && !boosted && delay !== undefined) setTimeout(() => void check(attempt + 1), delay);
    } catch {
      // Keep the built state: it was right at build time and the page stays usable.
    }
  };
  void check(0);
}
