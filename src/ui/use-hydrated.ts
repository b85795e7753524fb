// false in the server-rendered HTML and during hydration, true once the island is live: lets a
// control stay disabled until its JavaScript can actually handle it.
import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
