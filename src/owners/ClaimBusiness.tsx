// /claim-business/{id}: one static shell serves every store (a 200 rewrite in netlify.toml), so
// this island reads the id from the address, loads the store live and shows the business, then the
// form, or the spec's already-claimed message. Live data means a store claimed a minute ago already
// says so, whatever the last build showed. Mount with client:load.
import { useEffect } from "react";
import ErrorAlert from "../ui/ErrorAlert.tsx";
import { StoreIcon } from "../stores/icons.tsx";
import { storeHref } from "../stores/store-view.ts";
import { ALREADY_CLAIMED } from "./claim-schema.ts";
import type { StoreJson } from "../stores/store-json.ts";
import { apiFetch } from "../ui/api.ts";
import { useLoaded } from "../ui/use-loaded.ts";
import ClaimForm from "./ClaimForm.tsx";
import { storeIdFromClaimPath } from "../site/shell-address.ts";

function loadStore(): Promise<StoreJson> {
  const storeId = storeIdFromClaimPath(location.pathname);
  return storeId ? apiFetch<StoreJson>(`/api/grocery-stores/${storeId}`) : Promise.reject(new Error("no id"));
}

export default function ClaimBusiness() {
  const { data: store, failed, setData } = useLoaded(loadStore);
  const name = store?.name;

  useEffect(() => {
    if (name) document.title = `Claim ${name} | Small Town Grocers`;
  }, [name]);

  if (failed) {
    return <ErrorAlert message="Grocery store not found. Please check the URL and try again." />;
  }
  if (!store) {
    return (
      <div role="status" className="container-page py-10">
        <p className="sr-only">Loading the business…</p>
        <div className="h-10 w-2/3 animate-pulse rounded-xl bg-cream-200" />
        <div className="mt-4 h-6 w-1/2 animate-pulse rounded-xl bg-cream-200" />
        <div className="mt-8 h-96 animate-pulse rounded-2xl bg-cream-200" />
      </div>
    );
  }
  const markClaimed = () => setData((loaded) => loaded && { ...loaded, ownerId: loaded.ownerId ?? "claimed" });

  return (
    <div className="container-page py-10 sm:py-14">
      <p className="text-sm font-semibold tracking-wider text-honey-800 uppercase">Claim a business</p>
      <h1 className="mt-2 text-4xl leading-tight font-semibold break-words text-leaf-900 sm:text-5xl">{store.name}</h1>
      <p className="mt-3 flex items-center gap-1.5 text-lg text-ink-700">
        <StoreIcon name="pin" className="shrink-0 text-leaf-700" />
        {store.cityName}, {store.state}
      </p>
      <p className="mt-1 text-ink-700">{store.address}</p>
      <a href={storeHref(store)} className="mt-3 inline-block font-semibold text-leaf-800 underline underline-offset-2">
        View the store's page
      </a>

      <section
        aria-labelledby="claim-form-heading"
        className="mt-8 rounded-2xl border border-cream-300 bg-cream-50 p-6 shadow-card sm:p-8"
      >
        <h2 id="claim-form-heading" className="text-2xl font-semibold text-ink-900">
          Is this your store?
        </h2>
        {store.ownerId ? (
          <p role="alert" className="mt-4 rounded-xl border-2 border-honey-400 bg-cream-100 p-4 text-ink-900">
            {ALREADY_CLAIMED}
          </p>
        ) : (
          <>
            <p className="mt-1 text-sm text-ink-600">Fields marked * are required. Claiming is free.</p>
            <div className="mt-6">
              <ClaimForm storeId={store.id} onAlreadyClaimed={markClaimed} />
            </div>
          </>
        )}
      </section>
    </div>
  );
}
