// Page-view events for POST /api/analytics/track. Fire and forget: analytics must never break a page.
type PageView = { eventType: "page_view"; page: string } & ({ cityId: number } | { groceryStoreId: string });

function send(event: PageView): void {
  try {
    const body = JSON.stringify(event);
    const sent = navigator.sendBeacon?.("/api/analytics/track", new Blob([body], { type: "application/json" }));
    if (!sent) {
      fetch("/api/analytics/track", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body,
        keepalive: true,
        credentials: "include",
      }).catch(() => {});
    }
  } catch {
    // ignored on purpose
  }
}

export function trackCityView(cityId: number, page = location.pathname): void {
  send({ eventType: "page_view", page, cityId });
}

export function trackStoreView(groceryStoreId: string, page = location.pathname): void {
  send({ eventType: "page_view", page, groceryStoreId });
}
