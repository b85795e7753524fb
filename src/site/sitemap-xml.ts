// sitemaps.org XML for a list of site paths. One file holds up to 50,000 URLs, far above the
// directory's size (15,000 stores is about 15,600 URLs), so no sitemap index is needed yet.
import { absoluteUrl } from "./head.ts";

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

export function sitemapXml(paths: readonly string[], site: URL | string): string {
  const urls = [...new Set(paths)].map(
    (path) => `  <url><loc>${absoluteUrl(path, site).replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!)}</loc></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}
