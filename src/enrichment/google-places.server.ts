// Google Places API (New), Text Search: a store's place id, rating and review count. Only the
// fields we store are requested (the field mask decides what Google bills).
import { z } from "zod";
import { text } from "../platform/text.ts";
import { env } from "../platform/env.server.ts";
import { callService, jsonBody, UpstreamError } from "./upstream.server.ts";
import { isSameBusinessName } from "./name-match.server.ts";

const SERVICE = "Google Places";
const FIELD_MASK = "places.id,places.displayName,places.formattedAddress,places.rating,places.userRatingCount";

const searchSchema = z.object({
  places: z
    .array(
      z
        .object({
          id: text(),
          displayName: z.object({ text: text() }).loose(),
          rating: z.number().min(1).max(5).optional().catch(undefined),
          userRatingCount: z.number().int().nonnegative().optional().catch(undefined),
        })
        .loose(),
    )
    .default([]),
});

export interface PlaceQuery {
  name: string;
  /** "12 Main St, Mankato, MN 56001" */
  address: string;
  latitude: number | null;
  longitude: number | null;
}

export interface Place {
  id: string;
  name: string;
  rating: number | null;
  reviewCount: number;
}

export async function findPlace(key: string, query: PlaceQuery): Promise<Place | null> {
  const url = `${env().GOOGLE_PLACES_API_URL.replace(/\/$/, "")}/places:searchText`;
  const body: Record<string, unknown> = { textQuery: `${query.name}, ${query.address}`, pageSize: 5 };
  if (query.latitude !== null && query.longitude !== null) {
    body.locationBias = { circle: { center: { latitude: query.latitude, longitude: query.longitude }, radius: 2000 } };
  }
  const response = await callService(SERVICE, url, {
    method: "POST",
    headers: { "content-type": "application/json", "x-goog-api-key": key, "x-goog-fieldmask": FIELD_MASK },
    body: JSON.stringify(body),
    keyName: "GOOGLE_PLACES_API_KEY",
  });
  const parsed = searchSchema.safeParse(jsonBody(SERVICE, response));
  if (!parsed.success) throw new UpstreamError(SERVICE, "bad_response", `${SERVICE} sent an unexpected answer.`);
  const match = parsed.data.places.find((p) => isSameBusinessName(query.name, p.displayName.text));
  if (!match) return null;
  return {
    id: match.id,
    name: match.displayName.text,
    rating: match.rating ?? null,
    reviewCount: match.userRatingCount ?? 0,
  };
}
