// One grocery store in a grid or list: photo, name, place, rating, address, a two-line description,
// offering badges and votes. Boosted stores get a "Featured" badge and a golden ring. The whole card
// is clickable through the name link (a stretched ::after), so there is one link per card, named by
// the store. Server-rendered by StoreCard.astro (zero JS) and rendered in the browser by the
// pending city page, so both look the same.
import { plural, toCount } from "../../format.ts";
import { clipText, storeDescription, storeFeatures, storeHref, type StoreCardFields } from "../../stores/store-view.ts";
import FeatureBadges from "./FeatureBadges.tsx";
import FeaturedBadge from "./FeaturedBadge.tsx";
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
  const ring = store.isBoosted ? "border-honey-400 ring-2 ring-honey-300" : "border-cream-300";
  return (
    <article
      data-store-card=""
      data-boosted={store.isBoosted ? "" : undefined}
      className={`group relative flex h-full flex-col overflow-hidden rounded-2xl border bg-cream-50 shadow-card transition-shadow hover:shadow-card-hover ${ring}`}
    >
      <div className="relative aspect-[8/5] overflow-hidden bg-cream-200">
        <StoreImage
          store={store}
          className="size-full"
          imageClassName="transition-transform duration-300 group-hover:scale-[1.02]"
        />
        {store.isBoosted && <FeaturedBadge className="absolute top-3 left-3 shadow-sm" />}
        {rank !== undefined && (
          <span className="absolute top-3 right-3 rounded-full bg-ink-900/85 px-2 py-0.5 text-xs font-semibold text-white">
            <span className="sr-only">Rank </span>#{rank}
          </span>
        )}
      </div>

      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="text-xl leading-snug font-semibold text-ink-900">
          <a
            href={href}
            className="after:absolute after:inset-0 after:rounded-2xl group-hover:text-leaf-800 focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-honey-500"
          >
            {store.name}
          </a>
        </Heading>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-600">
          <span>
            {store.cityName}, {store.state}
          </span>
          {store.isSample && (
            <span className="rounded border border-cream-300 bg-cream-100 px-1.5 text-xs text-ink-600">
              Sample listing
            </span>
          )}
        </p>
        <Rating store={store} />
        <p className="flex items-start gap-1.5 text-sm text-ink-700">
          <StoreIcon name="pin" className="mt-0.5 size-4 shrink-0 text-leaf-700" />
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
        {description && <p className="line-clamp-2 text-sm leading-relaxed text-ink-700">{description}</p>}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-2">
          <FeatureBadges features={storeFeatures(store)} />
          <p className="ml-auto inline-flex items-center gap-1 text-sm font-semibold text-leaf-800">
            <StoreIcon name="heart" className="size-4" />
            {plural(toCount(store.upvoteCount), "vote")}
          </p>
        </div>
      </div>
    </article>
  );
}
