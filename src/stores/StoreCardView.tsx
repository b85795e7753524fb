// One grocery store in a grid or list: photo, name, place, rating, address, a two-line description,
// offering badges and votes. Boosted stores get a "Featured" badge and a golden ring. The whole card
// is clickable through the name link (a stretched ::after), so there is one link per card, named by
// the store. Server-rendered by StoreCard.astro (zero JS) and rendered in the browser by the
// pending city page, so both look the same. Its look is the `store-card` rules in global.css: a town
// page carries two dozen cards, so one class per part instead of a dozen utilities (ADR 049).
import { plural, toCount } from "../platform/format.ts";
import { clipText, storeDescription, storeFeatures, storeHref, type StoreCardFields } from "./store-view.ts";
import FeatureBadges from "./FeatureBadges.tsx";
import FeaturedBadge from "../boosts/FeaturedBadge.tsx";
import { StoreIcon } from "./icons.tsx";
import Rating from "./Rating.tsx";
import StoreImage from "./StoreImage.tsx";

export interface StoreCardProps {
  store: StoreCardFields;
  /** Defaults to the store's canonical profile URL. */
  href?: string;
  /** 1-based position in a ranked list, shown as "#n" on the photo when given. */
  rank?: number;
  /** The card title's level, to keep the page outline in order (h2 under the h1, h3 under an h2). */
  headingLevel?: 2 | 3;
  /** Why the card is in a list when the reason is not visible on it (a search hit through a circular). */
  note?: string;
}

export default function StoreCardView({
  store,
  href = storeHref(store),
  rank,
  headingLevel = 3,
  note,
}: StoreCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // Clamped to two lines on screen; the clip keeps the HTML (and a town's stores.json) from
  // carrying text nobody sees.
  const description = clipText(storeDescription(store));

  return (
    <article
      data-store-card=""
      data-boosted={store.isBoosted ? "" : undefined}
      className={store.isBoosted ? "store-card border-honey-400 ring-2 ring-honey-300" : "store-card"}
    >
      <div>
        <StoreImage store={store} />
        {store.isBoosted && <FeaturedBadge className="absolute top-3 left-3 shadow-sm" />}
        {rank !== undefined && (
          <span className="absolute top-3 right-3 rounded-full bg-ink-900/85 px-2 py-0.5 text-xs font-semibold text-white">
            <span className="sr-only">Rank </span>#{rank}
          </span>
        )}
      </div>

      <div>
        <Heading>
          <a href={href}>{store.name}</a>
        </Heading>
        <p>
          <span>{`${store.cityName}, ${store.state}`}</span>
          {store.isSample && (
            <span className="rounded border border-cream-300 bg-cream-100 px-1.5 text-xs text-ink-600">
              Sample listing
            </span>
          )}
        </p>
        <Rating store={store} />
        <p className="card-address">
          <StoreIcon name="pin" />
          <span>{store.address}</span>
        </p>
        {note && (
          <p
            className="w-fit rounded-lg bg-honey-200/70 px-2.5 py-1 text-sm font-medium text-ink-900"
            data-card-note=""
          >
            {note}
          </p>
        )}
        {description && <p className="card-description">{description}</p>}
        <div className="card-foot">
          <FeatureBadges features={storeFeatures(store)} />
          <p>
            <StoreIcon name="heart" />
            {plural(toCount(store.upvoteCount), "vote")}
          </p>
        </div>
      </div>
    </article>
  );
}
