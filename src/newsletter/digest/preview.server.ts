// The admin's preview of next week's digest for any town or state: the same content and
// composition as the run, with links that lead nowhere personal.
import type { Db } from "../../../db/client.ts";
import type { DigestArea } from "../newsletter-digest-queries.server.ts";
import { env } from "../../platform/env.server.ts";
import { postalAddress } from "../../platform/postal-address.server.ts";
import { composeDigest } from "./compose.server.ts";
import { isEmptyDigest } from "./content.server.ts";
import { loadDigestContent } from "./load-content.server.ts";

export type DigestPreview =
  { empty: false; subject: string; html: string; text: string } | { empty: true; areaLabel: string };

export async function previewDigest(db: Db, area: DigestArea, now = new Date()): Promise<DigestPreview | null> {
  const content = await loadDigestContent(db, area, now);
  if (!content) return null;
  if (isEmptyDigest(content)) return { empty: true, areaLabel: content.areaLabel };
  const { SITE_URL, CONTACT_EMAIL } = env();
  const placeholder = `${SITE_URL}/newsletter/town`;
  return {
    empty: false,
    ...composeDigest(content, {
      siteUrl: SITE_URL,
      contactEmail: CONTACT_EMAIL,
      postalAddress: postalAddress(),
      unsubscribeUrl: placeholder,
      changeAreaUrl: placeholder,
    }),
  };
}
