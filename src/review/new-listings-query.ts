// The new-listings queue's sorts and filters (ADR 063), in the shape every review queue shares.
import { text } from "../platform/text.ts";
import { z } from "../platform/zod.ts";
import { CONFIDENCE_BANDS } from "./confidence.ts";
import { queueQuerySchema } from "./queue-query.ts";

export const NEW_LISTING_SORTS = ["age", "confidence", "town"] as const;

export const SORT_LABEL: Record<(typeof NEW_LISTING_SORTS)[number], string> = {
  age: "Oldest first",
  confidence: "Most likely a grocer first",
  town: "By state and town",
};

export const newListingsQuerySchema = queueQuerySchema(NEW_LISTING_SORTS, {
  state: text()
    .regex(/^[A-Za-z]{2}$/, { message: "state must be a two-letter state code." })
    .transform((s) => s.toUpperCase())
    .optional(),
  town: z.coerce.number().int().positive().optional(),
  reason: text().trim().min(1).max(500).optional(),
  band: z.enum(CONFIDENCE_BANDS).optional(),
});

export type NewListingsQuery = z.infer<typeof newListingsQuerySchema>;
