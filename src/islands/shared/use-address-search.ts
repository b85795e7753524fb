// The page address's query string as React state: re-read on Back/Forward (popstate) and after
// `pushSearch`, which adds a history entry without a reload. The server render sees "" (the
// built page's own default view).
import { useSyncExternalStore } from "react";

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    removeEventListener("popstate", listener);
  };
}

export function useAddressSearch(): string {
  return useSyncExternalStore(
    subscribe,
    () => location.search,
    () => "",
  );
}

/** A new history entry with this query (e.g. "?snap=1" or ""), keeping the path and the hash. */
export function pushSearch(search: string): void {
  if (search === location.search) return;
  history.pushState(history.state, "", `${location.pathname}${search}${location.hash}`);
  for (const listener of listeners) listener();
}
