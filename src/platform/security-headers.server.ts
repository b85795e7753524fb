// The security headers of every page and every API answer, in one place. Pages get them from the
// `_headers` file the build writes (Netlify and `npm start` both serve it); functions add the API set
// in their shared wrapper. The page policy allows inline scripts only by hash: the build collects
// the hashes of the few inline scripts Astro and the layouts emit, identical on every page.

export interface PagePolicy {
  /** 'sha256-...' sources of every inline script the pages contain. */
  scriptHashes: string[];
  /** A loopback site (npm start): no HSTS and no upgrade to https. */
  local: boolean;
  /** Stripe's Payment Element is configured: its script, frames and API are allowed. */
  stripe: boolean;
  /**
   * The interactive map's style (MAP_STYLE_URL), when configured: its origin may be fetched (style,
   * tiles, glyphs, sprites served from there), tiles may be decoded from blob: images, and MapLibre
   * may start its worker from a blob: URL (ADR 022). Unset, none of this is allowed.
   */
  mapStyleUrl?: string;
}

const STRIPE = {
  script: "https://js.stripe.com",
  frames: "https://js.stripe.com https://hooks.stripe.com",
  api: "https://api.stripe.com",
};

const COMMON: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Opener-Policy": "same-origin",
};

const HSTS = { "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload" };

export function pageSecurityHeaders({ scriptHashes, local, stripe, mapStyleUrl }: PagePolicy): Record<string, string> {
  const hashes = [...new Set(scriptHashes)].sort().map((hash) => `'${hash}'`);
  const mapOrigin = mapStyleUrl ? new URL(mapStyleUrl).origin : undefined;
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...hashes, ...(stripe ? [STRIPE.script] : [])].join(" "),
    // Islands set style attributes (React `style`), which CSP counts as inline styles.
    "style-src 'self' 'unsafe-inline'",
    // Store and town photos are owners' own https URLs (validated as public addresses).
    `img-src 'self' data: https:${local ? " http:" : ""}${mapOrigin ? " blob:" : ""}`,
    "font-src 'self'",
    `connect-src 'self'${stripe ? ` ${STRIPE.api}` : ""}${mapOrigin ? ` ${mapOrigin}` : ""}`,
    ...(mapOrigin ? ["worker-src 'self' blob:"] : []),
    `frame-src ${stripe ? STRIPE.frames : "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(local ? [] : ["upgrade-insecure-requests"]),
  ];
  return {
    "Content-Security-Policy": directives.join("; "),
    ...COMMON,
    "Permissions-Policy": `camera=(), microphone=(), usb=(), interest-cohort=(), geolocation=(self), payment=(self${stripe ? ` "${STRIPE.script}"` : ""})`,
    ...(local ? {} : HSTS),
  };
}

/** API answers are data, never documents: nothing may run, embed or frame them. */
export function apiSecurityHeaders(local: boolean): Record<string, string> {
  return {
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    ...COMMON,
    ...(local ? {} : HSTS),
  };
}

/**
 * Built assets under /_astro/ carry a hash of their content in their names (scripts, the stylesheet,
 * the icon sprite): a browser may keep them for a year without asking again.
 */
const HASHED_ASSETS = "/_astro/*\n  Cache-Control: public, max-age=31536000, immutable\n";

/** The `_headers` file (Netlify's format): the page set for every path, long caching for hashed assets. */
export function headersFile(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return `/*\n${lines.join("\n")}\n${HASHED_ASSETS}`;
}
