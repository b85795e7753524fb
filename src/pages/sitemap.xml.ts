// GET /sitemap.xml - built at build time from two queries: every public directory page with an
// absolute URL on the configured site. Owner and admin tools are left out (robots.txt disallows them).
import type { APIRoute } from "astro";
import { getDb } from "../../db/client.ts";
import { listCities } from "../../db/queries/cities.ts";
import { listAllStores } from "../../db/queries/stores.ts";
import { sitemapXml } from "../lib/store/sitemap.ts";
import { storeHref } from "../lib/store/store-view.ts";

const STATIC_PATHS = ["/", "/cities", "/list-shop", "/privacy", "/terms"];

export const GET: APIRoute = async ({ site }) => {
  const db = await getDb();
  const [cities, stores] = await Promise.all([listCities(db), listAllStores(db)]);
  const paths = [
    ...STATIC_PATHS,
    ...cities.flatMap(({ city }) => [`/cities/${city.slug}`, `/best-grocery-deals-in-${city.slug}`]),
    ...stores.map((store) => storeHref(store)),
  ];
  return new Response(sitemapXml(paths, site ?? "http://127.0.0.1:8888"), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
};
