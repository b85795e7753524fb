// One store on a best-deals page: a wide card with photo, contact details and two actions. Boosted
// stores carry a 'Featured Deal #n' ribbon (n counts boosted stores only) and a golden ring; a store
// with a current circular shows it in its card.
import { plural, toCount } from "../../shared/format.ts";
import { safeWebsite, storeDescription, storeFeatures, storeHref, telHref } from "../../shared/stores/store-view.ts";
import type { StoreJson } from "../../shared/api/store.ts";
import type { CurrentCircularJson } from "../../shared/circulars/circulars.ts";
import CircularDeals from "./CircularDeals.tsx";
import FeatureBadges from "../../shared/ui/store/FeatureBadges.tsx";
import FeaturedBadge from "../../shared/ui/store/FeaturedBadge.tsx";
import { StoreIcon } from "../../shared/ui/store/icons.tsx";
import Rating from "../../shared/ui/store/Rating.tsx";
import StoreImage from "../../shared/ui/store/StoreImage.tsx";

export default function DealCard({
  store,
  dealNumber,
  circulars = [],
}: {
  store: StoreJson;
  dealNumber?: number;
  /** The store's current circulars (issue #25), shown inside its card. */
  circulars?: readonly CurrentCircularJson[];
}) {
  const website = safeWebsite(store.website);
  const description = storeDescription(store);
  const featured = dealNumber !== undefined;
  return (
    <article
      className={`relative overflow-hidden rounded-2xl border bg-cream-50 shadow-card sm:grid sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] ${
        featured ? "border-honey-400 ring-2 ring-honey-300" : "border-cream-300"
      }`}
    >
      <div className="relative aspect-[8/5] bg-cream-200 sm:aspect-auto sm:min-h-full">
        <StoreImage store={store} className="absolute inset-0" />
        {featured && (
          <FeaturedBadge as="p" size="large" shape="ribbon" className="absolute top-3 left-0 shadow">
            Featured Deal #{dealNumber}
          </FeaturedBadge>
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-2.5 p-5">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <h3 className="text-2xl leading-snug font-semibold text-ink-900">{store.name}</h3>
          <p className="inline-flex items-center gap-1 pt-1 text-sm font-semibold text-leaf-800">
            <StoreIcon name="heart" className="size-4" />
            {plural(toCount(store.upvoteCount), "vote")}
          </p>
        </div>
        <Rating store={store} />
        <ul className="flex flex-col gap-1.5 text-sm text-ink-700">
          <li className="flex items-start gap-1.5">
            <StoreIcon name="pin" className="mt-0.5 size-4 shrink-0 text-leaf-700" />
            <span>
              {store.address}, {store.cityName}, {store.state} {store.zipCode}
            </span>
          </li>
          {store.phone?.trim() && (
            <li className="flex items-start gap-1.5">
              <StoreIcon name="phone" className="mt-0.5 size-4 shrink-0 text-leaf-700" />
              <a href={telHref(store.phone)} className="underline-offset-2 hover:text-leaf-800 hover:underline">
                <span className="sr-only">Call {store.name}: </span>
                {store.phone.trim()}
              </a>
            </li>
          )}
        </ul>
        {description && <p className="line-clamp-2 leading-relaxed text-ink-700">{description}</p>}
        <FeatureBadges features={storeFeatures(store)} />
        {store.isSample && <p className="text-xs text-ink-600">Sample listing: not a real business.</p>}
        <CircularDeals circulars={circulars} storeName={store.name} variant="card" />
        <div className="mt-auto flex flex-wrap gap-3 pt-2">
          <a href={storeHref(store)} className="btn-primary">
            View Details<span className="sr-only"> for {store.name}</span>
            <StoreIcon name="arrow" />
          </a>
          {website && (
            <a href={website} target="_blank" rel="noopener nofollow ugc" className="btn-outline">
              <StoreIcon name="globe" className="shrink-0" />
              Website
              <span className="sr-only"> of {store.name} (opens in a new tab)</span>
            </a>
          )}
        </div>
      </div>
    </article>
  );
}
