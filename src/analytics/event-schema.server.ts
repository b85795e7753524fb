// What POST /api/analytics/track accepts (spec sections 3 and 7): a city page view
// { eventType: "page_view", page, cityId }, a store page view { eventType: "page_view", page,
// groceryStoreId }, and other events such as the boost page's plan view { eventType,
// groceryStoreId, metadata: string }. Everything is short and bounded; unknown keys are dropped.
import { z } from "zod";
import { text } from "../platform/text.ts";
import { isUuid } from "../stores/identifier.server.ts";

// Searches are recorded by GET /api/search itself, so a client cannot post fake ones.
const RESERVED_TYPES = new Set(["search"]);

export const trackEventSchema = z
  .object({
    eventType: text({ error: "eventType is required." })
      .regex(/^[a-z][a-z0-9_]{1,39}$/, "eventType must be a short lower-case name such as page_view.")
      .refine((type) => !RESERVED_TYPES.has(type), "This event type is recorded by the server."),
    page: text()
      .max(300, "page must be at most 300 characters.")
      .regex(/^\/[^\s]*$/, "page must be a path starting with /.")
      .nullish(),
    cityId: z.number().int().positive().max(2_147_483_647).nullish(),
    groceryStoreId: text()
      .refine(isUuid, "groceryStoreId must be a store id.")
      .transform((id) => id.toLowerCase())
      .nullish(),
    metadata: text().max(1000, "metadata must be at most 1000 characters.").nullish(),
  })
  .refine((e) => e.eventType !== "page_view" || (e.page && (e.cityId != null || e.groceryStoreId != null)), {
    message: "A page view needs the page and the city or store it shows.",
    path: ["page"],
  });

export type TrackEvent = z.output<typeof trackEventSchema>;
