// JSON of the admin's enrichment tools: reviews, store images, town images (ADR 021).
export interface EnrichmentJobJson {
  id: string;
  kind: "reviews" | "images";
  status: "running" | "finished" | "failed";
  total: number;
  processed: number;
  successful: number;
  failed: number;
  results: { total: number; success: number; failed: number };
  lastError: string | null;
  startedAt: string;
  finishedAt: string | null;
}

export interface EnrichmentStatusJson {
  reviews: {
    foursquare: boolean;
    google: boolean;
    /** What to set when neither service has a key; null when configured. */
    notConfigured: string | null;
    storeCount: number;
    job: EnrichmentJobJson | null;
  };
  images: { needingImages: number; requestGapMs: number; job: EnrichmentJobJson | null };
  cityImages: { needingImages: number };
}
