// Page-view events for POST /api/analytics/track. Fire and forget: analytics must never break a page.
export function trackCityView(cityId: number, page = location.pathname): void {
  try {
    const body = JSON.stringify({ eventType: "page_view", page, cityId });
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
