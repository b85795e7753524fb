// Pure helpers for the <head>: titles, absolute URLs and JSON-LD that is safe inside <script>.
import { SITE_NAME } from "./site.ts";

/** "Page | Site", unless the page title already names the site. */
export function pageTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

/** An absolute URL for a site path; crawlers and social cards ignore relative ones. */
export function absoluteUrl(path: string, site: URL | string): string {
  return new URL(path, site).href;
}

/**
 * JSON for a <script type="application/ld+json"> block. Escaping "<" keeps a city or store name
 * containing "</script>" from closing the tag early; JSON parsers read \u003c back as "<".
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
