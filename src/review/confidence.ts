// How likely a store waiting for review is a real independent grocer, 0-100, in three bands the
// queue filters by (ADR 063). The score itself is computed in SQL (src/review/review-confidence-queries.server.ts)
// so the queue can sort and count by it; these are the bands' bounds and words, shared by both sides.
export const CONFIDENCE_BANDS = ["high", "medium", "low"] as const;
export type ConfidenceBand = (typeof CONFIDENCE_BANDS)[number];

/** A score at or above `min` is in the band. */
export const BAND_MIN: Record<ConfidenceBand, number> = { high: 70, medium: 40, low: 0 };

export const BAND_LABEL: Record<ConfidenceBand, string> = {
  high: "High confidence (70-100)",
  medium: "Medium confidence (40-69)",
  low: "Low confidence (0-39)",
};

export function bandOf(score: number): ConfidenceBand {
  return score >= BAND_MIN.high ? "high" : score >= BAND_MIN.medium ? "medium" : "low";
}
