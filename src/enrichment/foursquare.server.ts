// Foursquare Places API v3: find the venue of a store (search by name near its coordinates or
// town), then its details. What we keep is the spec's foursquareMetadata shape: stats, tips,
// categories and social media, plus the venue's own rating (0-10).
import { z } from "zod";
import { text } from "../platform/text.ts";
import { env } from "../platform/env.server.ts";
import { callService, jsonBody, UpstreamError } from "./upstream.server.ts";
import { isSameBusinessName } from "./name-match.server.ts";

const SERVICE = "Foursquare";
const VENUE_FIELDS = "fsq_id,name,rating,stats,tips,categories,social_media";

// Third-party JSON: shapes are checked, and every part we do not strictly need is optional.
const loose = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const searchSchema = z.object({
  results: z.array(z.object({ fsq_id: text(), name: text() }).loose()),
});
const venueSchema = z
  .object({
    fsq_id: text(),
    name: text(),
    rating: loose(z.number().min(0).max(10)),
    stats: loose(
      z.object({
        total_photos: loose(z.number().int().nonnegative()),
        total_ratings: loose(z.number().int().nonnegative()),
        total_tips: loose(z.number().int().nonnegative()),
      }),
    ),
    tips: loose(z.array(z.object({ text: text(), created_at: loose(text()) }).loose())),
    categories: loose(z.array(z.object({ id: loose(z.number()), name: text() }).loose())),
    social_media: loose(
      z.object({
        facebook_id: loose(text()),
        instagram: loose(text()),
        twitter: loose(text()),
      }),
    ),
  })
  .loose();

export interface VenueQuery {
  name: string;
  latitude: number | null;
  longitude: number | null;
  /** "Mankato, MN": used when the store has no coordinates. */
  near: string;
}

export interface Venue {
  id: string;
  name: string;
  /** 1-5 (Foursquare's 0-10 halved), or null when it has none. */
  rating: number | null;
  totalRatings: number;
  /** The JSON text stored as foursquareMetadata. */
  metadata: string;
}

function headers(key: string) {
  return { authorization: key, accept: "application/json" };
}

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success) throw new UpstreamError(SERVICE, "bad_response", `${SERVICE} sent an unexpected answer.`);
  return result.data;
}

export function toVenue(raw: z.infer<typeof venueSchema>): Venue {
  const stats = {
    total_ratings: raw.stats?.total_ratings ?? 0,
    total_photos: raw.stats?.total_photos ?? 0,
    total_tips: raw.stats?.total_tips ?? 0,
  };
  const metadata = {
    source: "foursquare",
    fsq_id: raw.fsq_id,
    rating: raw.rating ?? null,
    stats,
    tips: (raw.tips ?? []).slice(0, 5).map((t) => ({ text: t.text, created_at: t.created_at ?? null })),
    categories: (raw.categories ?? []).map((c) => ({ id: c.id ?? null, name: c.name })),
    social_media: raw.social_media ?? {},
  };
  const halved = raw.rating === undefined ? null : Math.round(raw.rating * 5) / 10;
  return {
    id: raw.fsq_id,
    name: raw.name,
    rating: halved === null ? null : Math.min(5, Math.max(1, halved)),
    totalRatings: stats.total_ratings,
    metadata: JSON.stringify(metadata),
  };
}

/** The store's venue with its details, or null when Foursquare has no venue by that name there. */
export async function findVenue(key: string, query: VenueQuery): Promise<Venue | null> {
  const base = env().FOURSQUARE_API_URL.replace(/\/$/, "");
  const search = new URL(`${base}/places/search`);
  search.searchParams.set("query", query.name);
  if (query.latitude !== null && query.longitude !== null) {
    search.searchParams.set("ll", `${query.latitude},${query.longitude}`);
    search.searchParams.set("radius", "2000");
  } else {
    search.searchParams.set("near", query.near);
  }
  search.searchParams.set("limit", "5");
  search.searchParams.set("fields", "fsq_id,name");
  const call = { headers: headers(key), keyName: "FOURSQUARE_API_KEY" };
  const found = parse(searchSchema, jsonBody(SERVICE, await callService(SERVICE, search.href, call)));
  const match = found.results.find((r) => isSameBusinessName(query.name, r.name));
  if (!match) return null;
  const details = new URL(`${base}/places/${encodeURIComponent(match.fsq_id)}`);
  details.searchParams.set("fields", VENUE_FIELDS);
  return toVenue(parse(venueSchema, jsonBody(SERVICE, await callService(SERVICE, details.href, call))));
}
