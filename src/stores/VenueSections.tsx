// The profile's detail sections, driven by the venue metadata (spec: About This Store, Customer
// Reviews, Store Categories, Connect Online, Community Engagement). A section with nothing to say
// is left out rather than shown empty. `venue` is verified data only (signals.ts); the reviews
// section repeats the listing's one review count and its source, never a second count.
import { aboutStore } from "./store-view.ts";
import type { ReactNode } from "react";
import { formatCount, plural } from "../platform/format.ts";
import { hasVerifiedVenueData, reviewSummary } from "./signals.ts";
import { socialLinks, type VenueMetadata } from "./venue-metadata.ts";
import type { StoreJson } from "./store-json.ts";
import { StoreIcon, type StoreIconName } from "./icons.tsx";

function Section({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: StoreIconName;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="venue-section">
      <h2 id={id} className="section-title">
        <StoreIcon name={icon} />
        {title}
      </h2>
      <div>{children}</div>
    </section>
  );
}

/** The five stars' sprite symbol, as many filled as the rounded rating. */
const starsIcon = (rating: number) => `stars-${Math.min(5, Math.max(0, Math.round(rating)))}` as StoreIconName;

const columns: Record<number, string> = { 1: "grid-cols-1", 2: "grid-cols-2", 3: "grid-cols-3" };

const social = [
  { key: "facebook", label: "Facebook", icon: "facebook" },
  { key: "instagram", label: "Instagram", icon: "instagram" },
  { key: "twitter", label: "Twitter", icon: "twitter" },
] as const;

export default function VenueSections({ store, venue }: { store: StoreJson; venue: VenueMetadata }) {
  const { rating, count, source } = reviewSummary(store);
  const about = aboutStore(store);
  const engagement = [
    { label: "photo", value: venue.totalPhotos, icon: "camera" },
    { label: "tip", value: venue.totalTips, icon: "chat" },
  ].filter((item) => item.value > 0);
  const links = social.flatMap((item) => {
    const handle = venue.social[item.key];
    return handle ? [{ ...item, href: socialLinks[item.key](handle), handle }] : [];
  });

  return (
    <>
      {about && (
        <Section id="about-heading" title="About This Store" icon="store">
          <p className="leading-relaxed text-ink-700">{about}</p>
          {hasVerifiedVenueData(store) && (
            <p className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-leaf-800">
              <StoreIcon name="sparkle" className="size-4" />
              Enhanced with verified business data
            </p>
          )}
        </Section>
      )}

      {(rating !== null || venue.tips.length > 0) && (
        <Section id="reviews-heading" title="Customer Reviews" icon="star">
          {rating !== null && (
            <div className="review-score">
              <p>
                {rating.toFixed(1)}
                <span className="sr-only"> out of 5</span>
              </p>
              <div>
                <StoreIcon name={starsIcon(rating)} />
                <p>{`Based on ${plural(count, "review")}, ${source}`}</p>
              </div>
            </div>
          )}
          {venue.tips.length > 0 && (
            <ul className="mt-4 space-y-3" aria-label="Tips from shoppers">
              {venue.tips.map((tip) => (
                <li key={tip}>
                  <blockquote className="rounded-xl border-l-4 border-leaf-600 bg-cream-100 px-4 py-3 text-ink-700">
                    “{tip}”
                  </blockquote>
                </li>
              ))}
            </ul>
          )}
        </Section>
      )}

      {venue.categories.length > 0 && (
        <Section id="categories-heading" title="Store Categories" icon="tag">
          <ul className="flex flex-wrap gap-2">
            {venue.categories.map((category) => (
              <li
                key={category}
                className="rounded-full border border-leaf-100 bg-leaf-50 px-3 py-1 text-sm font-medium text-leaf-800"
              >
                {category}
              </li>
            ))}
          </ul>
        </Section>
      )}

      {links.length > 0 && (
        <Section id="connect-heading" title="Connect Online" icon="globe">
          <ul className="flex flex-wrap gap-2">
            {links.map((item) => (
              <li key={item.key}>
                <a
                  href={item.href}
                  target="_blank"
                  rel="noopener nofollow"
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border border-cream-300 bg-cream-50 px-4 font-medium text-ink-900 hover:border-leaf-600 hover:text-leaf-800"
                >
                  <StoreIcon name={item.icon} className="text-leaf-700" />
                  {item.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {engagement.length > 0 && (
        <Section id="community-heading" title="Community Engagement" icon="users">
          <ul
            className={`grid ${columns[engagement.length] ?? "grid-cols-3"} divide-x divide-cream-300 rounded-xl bg-cream-100 py-3 text-center`}
          >
            {engagement.map((item) => (
              <li key={item.label} className="px-2">
                <span className="block text-2xl font-bold text-leaf-800">{formatCount(item.value)}</span>
                <span className="text-sm text-ink-600">{item.value === 1 ? item.label : `${item.label}s`}</span>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}
