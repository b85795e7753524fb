// The cacheKey of a prebuilt page: a digest of everything the page renders from - its props, and
// the few values it reads outside them (the site's address, the contact address, the map style,
// the footer's year). Equal keys and unchanged code let the next build link the previous page instead of
// rendering it again (reuse-pages.ts); any change to a store, its town or its circulars changes
// the props and so the key (ADR 025).
import { createHash } from "node:crypto";
import { env } from "../platform/env.server.ts";

export function pageCacheKey(props: unknown): string {
  const { SITE_URL, CONTACT_EMAIL, MAP_STYLE_URL } = env();
  const outside = [SITE_URL, CONTACT_EMAIL, MAP_STYLE_URL, new Date().getFullYear()];
  return createHash("sha256")
    .update(JSON.stringify([props, outside]))
    .digest("base64url");
}
