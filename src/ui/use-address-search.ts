// The page address's query string as React state: re-read on Back/Forward (popstate) and after
// `pushSearch` (a new history entry) or `replaceSearch` (the same entry), both without a reload. The server render sees "" (the
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
  changeSearch(search, "push");
}

/** The same history entry with this query: the address follows the view without a Back step. */
export function replaceSearch(search: string): void {
  changeSearch(search, "replace");
}

function changeSearch(search: string, how: "push" | "replace") {
  if (search === location.search) return;
  const address = `${location.pathname}${search}${location.hash}`;
  if (how === "push") history.pushState(history.state, "", address);
  else history.replaceState(history.state, "", address);
  for (const listener of listeners) listener();
}
