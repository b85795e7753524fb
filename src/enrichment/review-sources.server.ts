// Which review services are configured. Without a key a service is not asked, and the admin's
// tools say which variable to set: nothing pretends to have reviews it did not fetch.
import { env } from "../platform/env.server.ts";
import { ApiError } from "../platform/errors.server.ts";

export interface ReviewKeys {
  foursquare?: string;
  google?: string;
}

export function reviewKeys(): ReviewKeys {
  const { FOURSQUARE_API_KEY, GOOGLE_PLACES_API_KEY } = env();
  return { foursquare: FOURSQUARE_API_KEY, google: GOOGLE_PLACES_API_KEY };
}

export const REVIEWS_NOT_CONFIGURED =
  "Reviews are not configured: set FOURSQUARE_API_KEY (venue data, ratings and tips) and/or GOOGLE_PLACES_API_KEY (Google rating and review count) on the server.";

export function requireReviewKeys(): ReviewKeys {
  const keys = reviewKeys();
  if (!keys.foursquare && !keys.google) throw new ApiError("service_unavailable", REVIEWS_NOT_CONFIGURED);
  return keys;
}
