// The body of a city page: banner, heading card with counts and the Best Deals link, the city's
// description and its stores, ranked boosted first. Rendered at build time by /cities/{slug} (no
// JavaScript) and in the browser by the pending fallback for cities added since the last build.
import type { ReactNode } from "react";
import { NEW_LISTING_PATH } from "../site/navigation.ts";
import { plural, toCount } from "../platform/format.ts";
import { stateName } from "./us-states.ts";
import type { CityJson } from "./city-json.ts";
import type { StoreJson } from "../stores/store-json.ts";
import Breadcrumb from "../stores/Breadcrumb.tsx";
import { bestDealsHref } from "../stores/store-view.ts";
import { StoreIcon } from "../stores/icons.tsx";
import EmptyState from "../ui/EmptyState.tsx";
import { cityIntro } from "./city-sources.ts";
import CityBanner from "./CityBanner.tsx";
import ImageCredit from "./ImageCredit.tsx";

interface Props {
  city: CityJson;
  /** Ranked: boosted first, then most upvoted, then best rated. Every listed store, for the counts. */
  stores: readonly StoreJson[];
  /** The store list: the town page's island with its first static page, or a later static page. */
  children: ReactNode;
}

export default function CityView({ city, stores, children }: Props) {
  const place = `${city.name}, ${city.state}`;
  const withVotes = stores.filter((store) => toCount(store.upvoteCount) > 0).length;
  const featured = stores.filter((store) => store.isBoosted).length;
  const state = stateName(city.state) ?? city.state;
  // An admin's description, else where the town's listings came from (issue 31).
  const intro = cityIntro(city, state, stores);
  return (
    <div data-city-view={city.slug}>
      <CityBanner city={city} />
      <div className="container-page relative -mt-16 sm:-mt-20">
        <div className="rounded-3xl border border-cream-300 bg-cream-50 p-6 shadow-card sm:p-8">
          <Breadcrumb items={[{ name: "Home", href: "/" }, { name: "Cities", href: "/cities" }, { name: place }]} />
          <div className="mt-4 flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
            <div className="max-w-2xl">
              <p className="text-sm font-semibold tracking-wider text-honey-800 uppercase">
                Independent grocers in {state}
              </p>
              <h1 className="mt-2 text-4xl leading-tight font-semibold text-leaf-900 sm:text-5xl">
                Grocery Stores in {place}
              </h1>
              <ul className="mt-4 flex flex-wrap gap-2 text-sm" aria-label="At a glance">
                <li className="rounded-full bg-leaf-50 px-3 py-1 font-semibold text-leaf-800">
                  {plural(stores.length, "store")}
                </li>
                <li className="rounded-full bg-cream-100 px-3 py-1 font-medium text-ink-700">{withVotes} with votes</li>
                {featured > 0 && (
                  <li className="inline-flex items-center gap-1 rounded-full bg-honey-200 px-3 py-1 font-semibold text-honey-800">
                    <StoreIcon name="star" className="size-3.5 fill-current" />
                    {featured} featured
                  </li>
                )}
              </ul>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row lg:shrink-0">
              <a href={bestDealsHref(city.slug)} className="btn-accent">
                <span aria-hidden="true">💰</span> Best Deals
              </a>
              <a href={NEW_LISTING_PATH} className="btn-outline">
                List your store
              </a>
            </div>
          </div>
        </div>

        {intro && (
          <section aria-labelledby="city-about" className="mt-10 max-w-3xl">
            <h2 id="city-about" className="text-2xl font-semibold text-leaf-900 sm:text-3xl">
              Shopping local in {city.name}
            </h2>
            <p className="mt-3 text-lg leading-relaxed whitespace-pre-line text-ink-700">{intro}</p>
          </section>
        )}

        <section aria-labelledby="city-stores" className="mt-12">
          <h2 id="city-stores" className="text-2xl font-semibold text-leaf-900 sm:text-3xl">
            Independent grocery stores in {city.name}
          </h2>
          {stores.length === 0 ? (
            <EmptyState
              className="mt-6"
              titleAs="p"
              title="No grocery stores found in this city yet. Be the first to add one!"
            >
              <a href="/list-shop" className="btn-primary mt-4">
                List a store in {city.name}
              </a>
            </EmptyState>
          ) : (
            children
          )}
        </section>
        <ImageCredit city={city} />
      </div>
    </div>
  );
}
