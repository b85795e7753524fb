// The profile of a store listed after the last build. The grocery-stores-page function serves
// /grocery-stores/_pending/ at such a store's own address (ADR 016); this reads the path, loads the
// store from the API and renders the same StoreProfile as the built pages. Mount with client:load.
// A listing still waiting for review is only ever served here, never built (ADR 024), so the shell's
// noindex covers it and the notice below marks it. The locator follows once its state's outline
// has loaded (PendingStoreLocation).
import { useEffect } from "react";
import ErrorAlert from "../ui/ErrorAlert.tsx";
import { StoreProfileSkeleton } from "../ui/Skeletons.tsx";
import StoreProfile from "./StoreProfile.tsx";
import UnreviewedNotice from "./UnreviewedNotice.tsx";
import { toCount } from "../platform/format.ts";
import UpvoteButton from "../votes/UpvoteButton.tsx";
import { trackStoreView } from "../analytics/page-view-beacon.ts";
import { storeIdentifierFromPath } from "../site/shell-address.ts";
import { storeHref } from "./store-view.ts";
import { storeSchedule } from "./open-now.ts";
import OpenNow from "./OpenNow.tsx";
import PendingStoreLocation from "./PendingStoreLocation.tsx";
import SuggestEdit from "../review/SuggestEdit.tsx";
import type { StoreJson } from "./store-json.ts";
import { apiFetch } from "../ui/api.ts";
import { useLoaded } from "../ui/use-loaded.ts";
import { announceBoostActivated } from "../boosts/boost-activated.ts";

function loadStore(): Promise<StoreJson> {
  const identifier = storeIdentifierFromPath(location.pathname);
  return identifier
    ? apiFetch<StoreJson>(`/api/grocery-stores/${identifier}`)
    : Promise.reject(new Error("no store in path"));
}

export default function PendingStore() {
  const { data: store, failed } = useLoaded(loadStore);

  useEffect(() => {
    if (!store) return;
    document.title = `${store.name} - Grocery Store in ${store.cityName}, ${store.state} | Small Town Grocers`;
    // Show the canonical address (an id link becomes the slug one) without another load.
    const canonical = storeHref(store);
    if (canonical !== location.pathname.replace(/\/+$/, "")) {
      history.replaceState(history.state, "", `${canonical}${location.search}${location.hash}`);
    }
    announceBoostActivated();
    trackStoreView(store.id);
  }, [store]);

  if (failed) return <ErrorAlert message="Grocery store not found. Please check the URL and try again." />;
  if (!store) {
    return (
      <div role="status" aria-live="polite">
        <p className="sr-only">Loading the grocery store…</p>
        <StoreProfileSkeleton />
      </div>
    );
  }
  const schedule = storeSchedule(store);
  return (
    <>
      <StoreProfile
        store={store}
        status={
          <>
            {store.reviewStatus === "pending" && <UnreviewedNotice />}
            {schedule && <OpenNow week={schedule.week} timeZone={schedule.timeZone} />}
          </>
        }
        upvote={<UpvoteButton storeId={store.id} initialCount={toCount(store.upvoteCount)} />}
        location={<PendingStoreLocation store={store} />}
      />
      {/* As on built pages (ADR 045). */}
      <div className="container-page">
        <SuggestEdit storeId={store.id} storeName={store.name} />
      </div>
    </>
  );
}
