// The Foursquare venue metadata stored on a store as a JSON string. It comes from an outside
// service and may be malformed or partial, so every field is optional and bad input yields nothing.

export interface VenueMetadata {
  totalRatings: number;
  totalPhotos: number;
  totalTips: number;
  tips: string[];
  categories: string[];
  social: { facebook?: string; instagram?: string; twitter?: string };
}

const EMPTY: VenueMetadata = { totalRatings: 0, totalPhotos: 0, totalTips: 0, tips: [], categories: [], social: {} };

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

function count(v: unknown): number {
  const n = typeof v === "string" ? Number.parseInt(v, 10) : v;
  return typeof n === "number" && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

function text(v: unknown): string | undefined {
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  return typeof v === "string" && v.trim() ? v.trim() : undefined;
}

function list<T>(v: unknown, pick: (item: Json) => T | undefined): T[] {
  if (!Array.isArray(v)) return [];
  return v.filter(isObject).flatMap((item) => {
    const value = pick(item);
    return value === undefined ? [] : [value];
  });
}

/** Social handles may come as "@name", "name" or a full URL; keep the handle only. */
function handle(v: unknown): string | undefined {
  const value = text(v);
  if (!value) return undefined;
  const cleaned = value
    .replace(/^https?:\/\/(www\.)?[^/]+\//i, "")
    .replace(/^@/, "")
    .replace(/[/?#].*$/, "");
  return /^[\w.-]+$/.test(cleaned) ? cleaned : undefined;
}

export function parseVenueMetadata(json: string | null | undefined): VenueMetadata {
  if (!json) return EMPTY;
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return EMPTY;
  }
  if (!isObject(data)) return EMPTY;
  const stats = isObject(data.stats) ? data.stats : {};
  const social = isObject(data.social_media) ? data.social_media : {};
  return {
    totalRatings: count(stats.total_ratings),
    totalPhotos: count(stats.total_photos),
    totalTips: count(stats.total_tips),
    tips: list(data.tips, (tip) => text(tip.text)).slice(0, 2),
    categories: [...new Set(list(data.categories, (c) => text(c.name)))],
    social: {
      facebook: handle(social.facebook_id),
      instagram: handle(social.instagram),
      twitter: handle(social.twitter),
    },
  };
}

export const socialLinks = {
  facebook: (id: string) => `https://www.facebook.com/${encodeURIComponent(id)}`,
  instagram: (name: string) => `https://www.instagram.com/${encodeURIComponent(name)}`,
  twitter: (name: string) => `https://twitter.com/${encodeURIComponent(name)}`,
};
