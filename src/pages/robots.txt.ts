// robots.txt, generated so the Sitemap line is absolute (the standard requires it) for the
// configured public origin. Directory pages are meant to be found; admin and owner tools are not.
import type { APIRoute } from "astro";

const DISALLOWED = [
  "/admin",
  "/admin-login",
  "/analytics",
  "/manage-subscription",
  "/manage-circulars/",
  "/boost-profile/",
  "/claim-business/",
];

export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL("/sitemap.xml", site ?? "http://127.0.0.1:8888").href;
  const lines = [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${sitemap}`,
  ];
  return new Response(`${lines.join("\n")}\n`, { headers: { "content-type": "text/plain; charset=utf-8" } });
};
