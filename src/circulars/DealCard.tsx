// One store on a best-deals page: a wide card with photo, contact details and two actions. Boosted
// stores carry a ribbon ('Featured Deal #n' or 'Featured', featured-deals.ts) and a golden ring; a store
// with a current circular shows it in its card. Its look is the `deal-card` rules in global.css (ADR 049).
import { plural, toCount } from "../platform/format.ts";
import { safeWebsite, storeDescription, storeFeatures, storeHref, telHref } from "../stores/store-view.ts";
import type { StoreJson } from "../stores/store-json.ts";
import type { CurrentCircularJson } from "./circulars.ts";
import CircularDeals from "./CircularDeals.tsx";
import FeatureBadges from "../stores/FeatureBadges.tsx";
import FeaturedBadge from "../boosts/FeaturedBadge.tsx";
import { StoreIcon } from "../stores/icons.tsx";
import Rating from "../stores/Rating.tsx";
import StoreImage from "../stores/StoreImage.tsx";

export default function DealCard({
  store,
  ribbon,
  circulars = [],
}: {
  store: StoreJson;
  /** The featured ribbon's words; undefined for a store that is not boosted. */
  ribbon?: string;
  /** The store's current circulars (issue #25), shown inside its card. */
  circulars?: readonly CurrentCircularJson[];
}) {
  const website = safeWebsite(store.website);
  const description = storeDescription(store);
  const featured = ribbon !== undefined;
  return (
    <article className={featured ? "deal-card border-honey-400 ring-2 ring-honey-300" : "deal-card"}>
      <div>
        <StoreImage store={store} className="absolute inset-0" />
        {featured && (
          <FeaturedBadge as="p" size="large" shape="ribbon" className="absolute top-3 left-0 shadow">
            {ribbon}
          </FeaturedBadge>
        )}
      </div>
      <div>
        <div className="deal-head">
          <h3>{store.name}</h3>
          <p>
            <StoreIcon name="heart" />
            {plural(toCount(store.upvoteCount), "vote")}
          </p>
        </div>
        <Rating store={store} />
        <ul className="deal-contact">
          <li>
            <StoreIcon name="pin" />
            <span>{`${store.address}, ${store.cityName}, ${store.state} ${store.zipCode}`}</span>
          </li>
          {store.phone?.trim() && (
            <li>
              <StoreIcon name="phone" />
              <a href={telHref(store.phone)}>
                <span className="sr-only">{`Call ${store.name}: `}</span>
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
