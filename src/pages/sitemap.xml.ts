// GET /sitemap.xml - built at build time from the build's town and store lists: every public directory page with an
// absolute URL on the configured site. Owner and admin tools are left out (robots.txt disallows them).
import type { APIRoute } from "astro";
import { env } from "../config/env.ts";
import { loadCities, loadStores } from "../server/site-data/build-data.ts";
import { sitemapXml } from "../shared/seo/sitemap-xml.ts";
import { storeHref } from "../shared/stores/store-view.ts";

const STATIC_PATHS = ["/", "/cities", "/list-shop", "/privacy", "/terms"];

export const GET: APIRoute = async () => {
  const [cities, stores] = await Promise.all([loadCities(), loadStores()]);
  const paths = [
    ...STATIC_PATHS,
    ...cities.flatMap((city) => [`/cities/${city.slug}`, `/best-grocery-deals-in-${city.slug}`]),
    ...stores.map((store) => storeHref(store)),
  ];
  return new Response(sitemapXml(paths, env().SITE_URL), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
};
