// GET /sitemap.xml - built at build time from the build's town and store lists: every canonical,
// indexable page with an absolute URL on the configured site (src/site/sitemap-paths.ts). Owner
// and admin tools, search results and towns without stores are left out.
import type { APIRoute } from "astro";
import { env } from "../platform/env.server.ts";
import { loadCities, loadStoreAddresses } from "../site/build-data.server.ts";
import { storeCountOf } from "../towns/city-json.ts";
import { sitemapPaths } from "../site/sitemap-paths.ts";
import { sitemapXml } from "../site/sitemap-xml.ts";

// Addresses only: the process that renders this page reads no store whole (ADR 051).
export const GET: APIRoute = async () => {
  const [cities, stores] = await Promise.all([loadCities(), loadStoreAddresses()]);
  const towns = cities.map((city) => ({ slug: city.slug, listedStores: storeCountOf(city) }));
  return new Response(sitemapXml(sitemapPaths(towns, stores), env().SITE_URL), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
};
