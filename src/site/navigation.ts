// The site's links, named as the spec names them. Header, drawer and footer all read from here.
export interface NavLink {
  href: string;
  label: string;
}

/**
 * The spec sends 'Browse Cities' to the home page; issue 13 sends it to the town list, which is what
 * the label promises (the home page keeps its own link, the brand mark).
 */
export const MAIN_NAV: readonly NavLink[] = [
  { href: "/cities", label: "Browse Cities" },
  { href: "/list-shop", label: "For Store Owners" },
];

/** The free listing form. */
export const NEW_LISTING_PATH = "/list-shop/new";

export const LIST_STORE_LINK: NavLink = { href: NEW_LISTING_PATH, label: "List Your Store" };

export const FOOTER_NAV: readonly NavLink[] = [
  { href: "/cities", label: "All cities" },
  { href: "/manage-subscription", label: "Manage subscription" },
  { href: "/analytics", label: "Analytics" },
  { href: "/privacy", label: "Privacy Policy" },
  { href: "/terms", label: "Terms of Service" },
  { href: "/data", label: "Where our data comes from" },
];

/** Whether a nav link points at the page being rendered (for aria-current). */
export function isCurrent(href: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  return path === href;
}
