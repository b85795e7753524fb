// The body of a store profile. Rendered at build time by /grocery-stores/{citySlug}/{storeSlug}
// with no client directive (zero JavaScript), and in the browser by the pending fallback for stores
// listed since the last build. Parts that depend on the live boost state carry data-boost-view so
// the boost check (src/boosts/boost-state.ts) can flip them without re-rendering the page. The upvote control is an island
// of its own, handed in by the caller: a view never imports an island.
import type { ReactNode } from "react";
import { cityHref as townHref, snapNote, storeFeatures, storeImageAlt } from "./store-view.ts";
import { hasVerifiedVenueData, verifiedVenue } from "./signals.ts";
import type { StoreJson } from "./store-json.ts";
import ActionBar from "./ActionBar.tsx";
import Breadcrumb from "./Breadcrumb.tsx";
import DataSourceNote from "./DataSourceNote.tsx";
import FeatureBadges from "./FeatureBadges.tsx";
import FeaturedBadge from "../boosts/FeaturedBadge.tsx";
import { StoreIcon } from "./icons.tsx";
import ProfileSidePanel from "./ProfileSidePanel.tsx";
import Rating from "./Rating.tsx";
import StoreImage from "./StoreImage.tsx";
import VenueSections from "./VenueSections.tsx";
import VisitInfo from "./VisitInfo.tsx";

export default function StoreProfile({
  store,
  upvote,
  status,
  location,
  deals,
  photos,
  featuredByOwner = false,
}: {
  store: StoreJson;
  /** The running boost was bought by the store's verified owner: only then does the page say so. */
  featuredByOwner?: boolean;
  upvote?: ReactNode;
  /** The open-now line, an island handed in like the upvote control. */
  status?: ReactNode;
  /** Where the store is (a locator drawn at build time, ADR 022), handed in by the page. */
  location?: ReactNode;
  /** This week's circular, first in the page's main column (issues #25, #49), handed in by the built page. */
  deals?: ReactNode;
  /** The owner's photos (ADR 046), below the fold: the hero image stays the page's first paint. */
  photos?: ReactNode;
}) {
  const id = encodeURIComponent(store.id);
  const boosted = store.isBoosted;
  // A listing waiting for review cannot be boosted yet (purchase-schema WAITING_FOR_REVIEW): no
  // button leads there (issue #49).
  const boostable = store.reviewStatus !== "pending";
  const venue = verifiedVenue(store);
  const intro = store.ownerDescription?.trim() || store.description?.trim();
  const features = storeFeatures(store);
  const snap = snapNote(store);
  const cityHref = store.citySlug ? townHref(store.citySlug) : undefined;

  return (
    <article className="container-page py-6 sm:py-10" data-store-profile={store.id}>
      <Breadcrumb
        items={[{ name: "Home", href: "/" }, { name: store.cityName, href: cityHref }, { name: store.name }]}
      />

      {/* Its parts' look is the `profile-head` rule in global.css. */}
      <header className="profile-head">
        <div>
          <div>
            <h1 className="page-title">{store.name}</h1>
            <FeaturedBadge size="large" boostView="on" hidden={!boosted} />
          </div>
          {/* The street too: on a phone this first screen is where a shopper looks for it. */}
          <p className="profile-address">
            <StoreIcon name="pin" />
            <span>
              {store.address?.trim() && <span className="max-sm:block">{`${store.address.trim()}, `}</span>}
              {`${store.cityName}, ${store.state}`}
            </span>
          </p>
          {status}
          <div className="profile-signals">
            <Rating store={store} size="lg" withSource />
            {hasVerifiedVenueData(store) && (
              <p className="inline-flex items-center gap-1.5 rounded-full bg-leaf-50 px-3 py-1 text-sm font-medium text-leaf-800">
                <StoreIcon name="check" className="size-4" />
                Venue verified
              </p>
            )}
          </div>
          {store.isSample && (
            <p className="sample-note">
              <strong>Sample listing.</strong> This is sample data, not a real business.
            </p>
          )}
        </div>

        <div className="profile-actions">
          {/* Built pages pass the upvote island in (client:visible); the pending page, itself an
              island, passes the same control rendered directly. */}
          <div data-upvote-slot="" className="contents">
            {upvote}
          </div>
          {!store.ownerId && (
            <a href={`/claim-business/${id}`} className="btn-outline">
              Claim This Business
            </a>
          )}
          {boostable && (
            <a href={`/boost-profile/${id}`} data-boost-view="off" hidden={boosted} className="btn-accent">
              <StoreIcon name="rocket" />
              Boost This Shop
            </a>
          )}
        </div>
      </header>

      {/* Phones read hero, contact details, then the longer sections; wide screens put the panel beside. */}
      <div className="profile-grid">
        <div className="profile-column">
          {/* This week's circular first, above the photo: at 1280 and 390 px alike it is then on the
              first screen, where a shopper looks (issue #49). */}
          {deals}
          <div className={boosted ? "profile-photo border-honey-400 ring-2 ring-honey-300" : "profile-photo"}>
            <StoreImage store={store} alt={storeImageAlt(store)} className="aspect-[8/5]" eager />
          </div>
          <DataSourceNote store={store} />
          {(intro || features.length > 0) && (
            <div className="profile-intro">
              {intro && <p>{intro}</p>}
              <FeatureBadges features={features} />
              {snap && (
                <p className="text-sm text-ink-600" data-snap-note="">
                  {snap}
                </p>
              )}
            </div>
          )}
          {photos}
        </div>

        <aside className="profile-aside" aria-label="Store details">
          <VisitInfo store={store} />
          {location}
          <ProfileSidePanel
            storeId={store.id}
            boosted={boosted}
            claimable={!store.ownerId}
            boostable={boostable}
            featuredByOwner={featuredByOwner}
          />
        </aside>

        <div className="profile-column">
          <VenueSections store={store} venue={venue} />
        </div>
      </div>
      <ActionBar store={store} />
    </article>
  );
}
