// GET /sitemap.xml - built at build time from the build's town and store lists: every canonical,
// indexable page with an absolute URL on the configured site (src/shared/seo/sitemap-paths.ts). Owner
// and admin tools, search results and towns without stores are left out.
import type { APIRoute } from "astro";
import { env } from "../config/env.ts";
import { loadStores } from "../server/site-data/build-data.ts";
import { loadCityPages } from "../server/site-data/city-pages.ts";
import { sitemapPaths } from "../shared/seo/sitemap-paths.ts";
import { sitemapXml } from "../shared/seo/sitemap-xml.ts";

export const GET: APIRoute = async () => {
  const [pages, stores] = await Promise.all([loadCityPages(), loadStores()]);
  const towns = pages.map(({ city, stores }) => ({ slug: city.slug, listedStores: stores.length }));
  return new Response(sitemapXml(sitemapPaths(towns, stores), env().SITE_URL), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
};
