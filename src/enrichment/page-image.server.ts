// The picture a store's own website offers for sharing: its og:image (Open Graph), else its
// twitter:image, else a logo <img>, else its apple-touch-icon. Pure: HTML in, absolute http(s)
// URLs out, best first. A tag scanner is enough here: only <meta>, <link> and <img> attributes
// are read, and everything found is checked again by fetching it.
const TAG = /<(meta|link|img)\b([^>]*)>/gi;
const ATTRIBUTE = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function attributes(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (!found.has(name)) found.set(name, decodeEntities((match[2] ?? match[3] ?? match[4] ?? "").trim()));
  }
  return found;
}

function absolute(raw: string | undefined, base: URL): string | undefined {
  if (!raw || raw.startsWith("data:")) return undefined;
  try {
    const url = new URL(raw, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Candidate image URLs on a page, best first, without repeats. */
export function pageImageCandidates(html: string, pageUrl: string): string[] {
  const head = html.slice(0, 512 * 1024);
  const base = new URL(pageUrl);
  const ranked: Array<[number, string]> = [];
  for (const [, tag, rawAttributes] of head.matchAll(TAG)) {
    const attrs = attributes(rawAttributes!);
    const kind = tag!.toLowerCase();
    if (kind === "meta") {
      const key = (attrs.get("property") ?? attrs.get("name") ?? "").toLowerCase();
      const rank = {
        "og:image:secure_url": 0,
        "og:image": 0,
        "og:image:url": 0,
        "twitter:image": 1,
        "twitter:image:src": 1,
      }[key];
      const url = absolute(attrs.get("content"), base);
      if (rank !== undefined && url) ranked.push([rank, url]);
    } else if (kind === "link") {
      const rel = (attrs.get("rel") ?? "").toLowerCase().split(/\s+/);
      const url = absolute(attrs.get("href"), base);
      if (rel.includes("apple-touch-icon") && url) ranked.push([3, url]);
    } else {
      const described = ["class", "id", "alt", "src"].map((a) => attrs.get(a) ?? "").join(" ");
      const url = absolute(attrs.get("src"), base);
      if (/logo/i.test(described) && url) ranked.push([2, url]);
    }
  }
  const ordered = ranked.sort((a, b) => a[0] - b[0]).map(([, url]) => url);
  return [...new Set(ordered)];
}
