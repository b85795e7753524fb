// The 'Featured' badge of a boosted store: a star and the word on honey. One markup for every place
// that marks a boost (store card, profile heading, profile side panel, best-deals ribbon), so the
// badge changes in one place. Stateless, so an .astro page can render it without a client directive.
import type { ReactNode } from "react";
import { StoreIcon } from "../stores/icons.tsx";

const SIZES = {
  /** Cards and the side panel. */
  small: { box: "px-2.5 py-1 text-xs", icon: "size-3.5" },
  /** Next to a heading, and the best-deals ribbon. */
  large: { box: "px-3 py-1 text-sm", icon: "size-4" },
} as const;

interface Props {
  size?: keyof typeof SIZES;
  /** "ribbon": square on the left, flush with the card's edge (best-deals cards). */
  shape?: "pill" | "ribbon";
  /** Where it sits (position, shadow): the caller's layout, not the badge's look. */
  className?: string;
  as?: "span" | "p";
  /** Set on the profile's copies, which the boost check shows or hides with the live state. */
  boostView?: "on";
  hidden?: boolean;
  /** The words after the star; "Featured" unless a ribbon numbers the deal. */
  children?: ReactNode;
}

export default function FeaturedBadge({
  size = "small",
  shape = "pill",
  className = "",
  as: Tag = "span",
  boostView,
  hidden,
  children = "Featured",
}: Props) {
  const { box, icon } = SIZES[size];
  // The pill is the `badge-featured` utility (global.css), in the HTML of every boosted card and profile.
  const look =
    shape === "ribbon"
      ? `inline-flex items-center gap-1 rounded-r-full bg-honey-400 ${box} font-bold text-ink-900`
      : size === "large"
        ? "badge-featured px-3 text-sm"
        : "badge-featured";
  return (
    <Tag data-boost-view={boostView} hidden={hidden} className={`${className} ${look}`.trim()}>
      <StoreIcon name="star" className={`${icon} fill-current`} />
      {children}
    </Tag>
  );
}
