// The locator of a store listed since the last build (issue #13): the same StoreLocator view as the
// built pages, drawn once the state's outline has arrived. Nothing shows until then, or at all when
// the state has no outline (a built page has no locator then either). No interactive map here: the
// shell is one page for every pending store, and the static locator is what the issue asks for.
import type { StoreJson } from "./store-json.ts";
import StoreLocator from "./StoreLocator.tsx";
import { useLoaded } from "../ui/use-loaded.ts";
import { fetchLocator } from "./fetch-locator.ts";

export default function PendingStoreLocation({ store }: { store: StoreJson }) {
  const { data: locator, failed } = useLoaded((signal) => fetchLocator(store, signal), [store]);
  // A failed load leaves nothing to draw: the page simply has no locator, as a built page of a
  // shapeless state.
  return locator && !failed ? <StoreLocator store={store} locator={locator} /> : null;
}
