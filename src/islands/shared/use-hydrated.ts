// false in the server-rendered HTML and during hydration, true once the island is live: lets a
// control stay disabled until its JavaScript can actually handle it.
import { useExternalStore } from "./use-external-store.ts";

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
