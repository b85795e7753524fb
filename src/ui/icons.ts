// The stroke icons of icons.svg, shared by Astro components and React islands. Each page refers to
// the one cached sprite file instead of repeating the drawings inline (a store page used 37 inline
// icons, a quarter of its HTML). Decorative only: meaning always comes from nearby text.
// `no-inline`: Vite would otherwise turn a file this small into a data: URL inside every page.
import spriteUrl from "./icons.svg?url&no-inline";

/** The symbol ids in icons.svg (icons.test.ts holds the two to each other). */
export const ICON_NAMES = [
  "menu",
  "close",
  "search",
  "arrow",
  "home",
  "store",
  "heart",
  "star",
  "mail",
  "navigate",
  "pin",
  "phone",
  "globe",
  "clock",
  "check",
  "sparkle",
  "tag",
  "chat",
  "camera",
  "users",
  "rocket",
  "chevron",
  "trending",
  "external",
  "alert",
  "dollar",
  "facebook",
  "instagram",
  "twitter",
  "brand",
  "stars-0",
  "stars-1",
  "stars-2",
  "stars-3",
  "stars-4",
  "stars-5",
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/** The address of one icon's symbol, for `<use href>`. */
export function iconHref(name: IconName): string {
  return `${spriteUrl}#${name}`;
}
