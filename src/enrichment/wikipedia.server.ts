// A town's picture from Wikipedia: the lead image of its article ("Mankato, Minnesota", REST
// page summary), then that file's licence and author from Wikimedia Commons (imageinfo
// extmetadata), kept for attribution. Only freely licensed Commons files are used: an image
// stored on Wikipedia itself is usually non-free (fair use) and is skipped.
import { z } from "zod";
import { text } from "../platform/text.ts";
import { env } from "../platform/env.server.ts";
import { callService, jsonBody, UpstreamError } from "./upstream.server.ts";

const WIKIPEDIA = "Wikipedia";
const COMMONS = "Wikimedia Commons";
const BANNER_WIDTH = 1280;

const summarySchema = z
  .object({
    type: text(),
    title: text(),
    originalimage: z.object({ source: text() }).loose().optional().catch(undefined),
  })
  .loose();

const metaValue = z
  .object({ value: z.union([text(), z.number()]).transform(String) })
  .loose()
  .optional()
  .catch(undefined);
const imageInfoSchema = z.object({
  query: z.object({
    pages: z.array(
      z
        .object({
          missing: z.boolean().optional(),
          imageinfo: z
            .array(
              z
                .object({
                  url: text(),
                  thumburl: text().optional(),
                  descriptionurl: text(),
                  extmetadata: z
                    .object({ LicenseShortName: metaValue, Artist: metaValue, Credit: metaValue })
                    .loose()
                    .default({}),
                })
                .loose(),
            )
            .optional(),
        })
        .loose(),
    ),
  }),
});

export interface CityImage {
  imageUrl: string;
  license: string;
  author: string;
  attributionUrl: string;
}

/** Plain text of an extmetadata HTML fragment ('<a href="...">Jane Doe</a>' -> 'Jane Doe'). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** "File:Mankato skyline.jpg" for a Commons upload URL (original or thumbnail), else null. */
export function commonsFileTitle(imageUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(imageUrl);
  } catch {
    return null;
  }
  const parts = url.pathname.split("/").filter(Boolean);
  if (parts[0] !== "wikipedia" || parts[1] !== "commons") return null;
  const name = parts[2] === "thumb" ? parts[5] : parts[4];
  return name ? `File:${decodeURIComponent(name).replace(/_/g, " ")}` : null;
}

async function leadImage(title: string): Promise<string | null> {
  const base = env().WIKIPEDIA_API_URL.replace(/\/$/, "");
  const url = `${base}/page/summary/${encodeURIComponent(title.replace(/ /g, "_"))}`;
  const response = await callService(WIKIPEDIA, url, {
    acceptStatuses: [404],
    headers: { accept: "application/json" },
  });
  if (response.status === 404) return null;
  const summary = summarySchema.safeParse(jsonBody(WIKIPEDIA, response));
  if (!summary.success) throw new UpstreamError(WIKIPEDIA, "bad_response", `${WIKIPEDIA} sent an unexpected answer.`);
  if (summary.data.type !== "standard") return null;
  return summary.data.originalimage?.source ?? null;
}

async function fileDetails(fileTitle: string): Promise<CityImage | null> {
  const url = new URL(env().WIKIMEDIA_COMMONS_API_URL);
  for (const [k, v] of Object.entries({
    action: "query",
    format: "json",
    formatversion: "2",
    prop: "imageinfo",
    iiprop: "url|extmetadata",
    iiurlwidth: String(BANNER_WIDTH),
    titles: fileTitle,
  })) {
    url.searchParams.set(k, v);
  }
  const parsed = imageInfoSchema.safeParse(jsonBody(COMMONS, await callService(COMMONS, url.href)));
  if (!parsed.success) throw new UpstreamError(COMMONS, "bad_response", `${COMMONS} sent an unexpected answer.`);
  const info = parsed.data.query.pages[0]?.imageinfo?.[0];
  if (!info) return null;
  const license = plainText(info.extmetadata.LicenseShortName?.value ?? "");
  const author = plainText(info.extmetadata.Artist?.value ?? info.extmetadata.Credit?.value ?? "");
  // Without a licence there is nothing to attribute the image under: not used.
  if (!license) return null;
  return {
    imageUrl: info.thumburl ?? info.url,
    license,
    author: author || "Unknown author",
    attributionUrl: info.descriptionurl,
  };
}

/** The lead image of the town's Wikipedia article with its attribution, or null when there is none. */
export async function findCityImage(cityName: string, stateName: string): Promise<CityImage | null> {
  const image = await leadImage(`${cityName}, ${stateName}`);
  if (!image) return null;
  const fileTitle = commonsFileTitle(image);
  return fileTitle ? fileDetails(fileTitle) : null;
}
