// GET /sitemap.xml - built at build time from the build's town and store lists: every canonical,
// indexable page with an absolute URL on the configured site (src/shared/seo/sitemap-paths.ts). Owner
// and admin tools, search results and towns without stores are left out.
import type { APIRoute } from "astro";
import { env } from "../config/env.ts";
import { loadCities, loadStoreAddresses } from "../server/site-data/build-data.ts";
import { storeCountOf } from "../shared/api/city.ts";
import { sitemapPaths } from "../shared/seo/sitemap-paths.ts";
import { sitemapXml } from "../shared/seo/sitemap-xml.ts";

// Addresses only: the process that renders this page reads no store whole (ADR 051).
export const GET: APIRoute = async () => {
  const [cities, stores] = await Promise.all([loadCities(), loadStoreAddresses()]);
  const towns = cities.map((city) => ({ slug: city.slug, listedStores: storeCountOf(city) }));
  return new Response(sitemapXml(sitemapPaths(towns, stores), env().SITE_URL), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
};
