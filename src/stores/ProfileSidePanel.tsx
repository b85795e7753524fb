// The profile's boost panel and, under it, what the store's owner can do. Both boost variants are in
// the HTML and the one that does not match the built boost state is `hidden`; the boost check (src/boosts/boost-state.ts)
// flips them (every [data-boost-view]) if the live state differs. The management links are addressed
// to the owner ("Own this store?") and drawn as a plain list of links, not as buttons a shopper
// might take for their own (issue 13): the spec's boosted texts stay, in the owner's part.
import type { ReactNode } from "react";
import { boostExtendPath, PRICE } from "../boosts/plans.ts";
import FeaturedBadge from "../boosts/FeaturedBadge.tsx";
import { StoreIcon } from "./icons.tsx";

interface Props {
  storeId: string;
  boosted: boolean;
  /** Claiming is offered only while nobody owns the listing (spec: 'Claim This Business'). */
  claimable: boolean;
  /** False while the listing waits for review: it cannot be boosted yet, so nothing offers it. */
  boostable?: boolean;
  /** Its boost was bought by its verified owner. Otherwise (a fan, an unowned store, a boost bought
   *  after the build) the card says only that it is featured (issue #49). */
  featuredByOwner?: boolean;
}

function OwnerLink({
  href,
  children,
  boostView,
  hidden,
}: {
  href: string;
  children: ReactNode;
  boostView?: "on" | "off";
  hidden?: boolean;
}) {
  return (
    <li data-boost-view={boostView} hidden={hidden}>
      {/* Its arrow is drawn by the `owner-links` rule in global.css. */}
      <a href={href}>{children}</a>
    </li>
  );
}

export default function ProfileSidePanel({
  storeId,
  boosted,
  claimable,
  boostable = true,
  featuredByOwner = false,
}: Props) {
  const id = encodeURIComponent(storeId);
  return (
    <>
      {/* The three cards' look is their rule in global.css (boost-prompt, boosted-card, owner-panel). */}
      {boostable && (
        <section data-boost-view="off" hidden={boosted} aria-labelledby="boost-prompt-heading" className="boost-prompt">
          <span>
            <StoreIcon name="rocket" />
          </span>
          <h2 id="boost-prompt-heading">Love this place? Help them get featured!</h2>
          <p>
            {/* One string, so the server-rendered HTML holds the sentence whole. */}
            {`A boost gives a store the Featured badge, a golden highlight and top placement in search and on its city page, from ${PRICE.perMonth}.`}
          </p>
          <a href={`/boost-profile/${id}`} className="btn-accent">
            <StoreIcon name="star" />
            Boost This Profile
          </a>
        </section>
      )}

      <section data-boost-view="on" hidden={!boosted} aria-labelledby="boosted-heading" className="boosted-card">
        <FeaturedBadge as="p" />
        <h2 id="boosted-heading">Boosted Store</h2>
        <p>
          {featuredByOwner
            ? "Its owner features it on Small Town Grocers."
            : "It is featured on Small Town Grocers: first in its town's list and in search."}
        </p>
        {/* The boost page hides buying while a boost runs: extending is offered here (issue #49). */}
        {boostable && (
          <p>
            <a href={boostExtendPath(storeId)}>Extend this boost</a>
          </p>
        )}
      </section>

      <section aria-labelledby="owner-panel-heading" data-owner-panel="" className="owner-panel">
        <h2 id="owner-panel-heading">Own this store?</h2>
        <p data-boost-view="off" hidden={boosted}>
          {!boostable
            ? claimable
              ? "Claim the listing to keep its details right. It can be boosted once our team has reviewed it."
              : "It can be boosted once our team has reviewed it."
            : claimable
              ? "Claim the listing to keep its details right, and boost it to the top of its town's page."
              : "Boost the listing to the top of its town's page and to the front of search."}
        </p>
        <p data-boost-view="on" hidden={!boosted}>
          Manage your store features
        </p>
        <ul className="owner-links">
          {claimable && <OwnerLink href={`/claim-business/${id}`}>Claim this store</OwnerLink>}
          {!claimable && <OwnerLink href={`/manage-listing/${id}`}>Edit this listing</OwnerLink>}
          {boostable && (
            <OwnerLink href={`/boost-profile/${id}`} boostView="off" hidden={boosted}>
              Boost this listing
            </OwnerLink>
          )}
          <OwnerLink href={`/manage-circulars/${id}`} boostView="on" hidden={!boosted}>
            Manage Weekly Circulars
          </OwnerLink>
          <OwnerLink href="/manage-subscription">Manage Subscription</OwnerLink>
        </ul>
      </section>
    </>
  );
}
