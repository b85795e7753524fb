// robots.txt, generated so the Sitemap line is absolute (the standard requires it) for the
// configured public origin. Directory pages are meant to be found; admin and owner tools are not.
import type { APIRoute } from "astro";
import { env } from "../platform/env.server.ts";

const DISALLOWED = [
  "/admin",
  "/admin-login",
  "/analytics",
  "/manage-subscription",
  "/manage-circulars/",
  "/manage-listing/",
  "/boost-profile/",
  "/claim-business/",
];

export const GET: APIRoute = () => {
  const sitemap = new URL("/sitemap.xml", env().SITE_URL).href;
  const lines = [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${sitemap}`,
  ];
  return new Response(`${lines.join("\n")}\n`, { headers: { "content-type": "text/plain; charset=utf-8" } });
};
