// GET /api/analytics - the analytics report for the admin dashboard (admin session required):
// { totalViews, searchQueries, popularShops, popularCities, viewsByDay }
// ?cityId=N or ?storeId=<uuid> narrows viewsByDay to that city's page or that store's page (the other
// figures stay site-wide); an unknown id answers 404, both at once or a malformed one 422.
import { z } from "zod";
import { admin } from "../src/admin/admin-handler.server.ts";
import { analyticsReport } from "../src/analytics/report.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { text } from "../src/platform/text.ts";
import { isUuid } from "../src/stores/identifier.server.ts";

const querySchema = z
  .object({
    cityId: z.coerce
      .number({ error: "cityId must be a city id" })
      .int("cityId must be a city id")
      .min(1, "cityId must be a city id")
      .max(2_147_483_647, "cityId must be a city id")
      .optional(),
    storeId: text()
      .refine(isUuid, "storeId must be a store id")
      .transform((id) => id.toLowerCase())
      .optional(),
  })
  .refine((query) => query.cityId === undefined || query.storeId === undefined, {
    message: "Give either cityId or storeId, not both",
    path: ["storeId"],
  });

export default handle({
  GET: admin({
    query: querySchema,
    run: async (db, { query: { cityId, storeId } }) => {
      const scope = cityId !== undefined ? { cityId } : storeId !== undefined ? { storeId } : undefined;
      return json(await analyticsReport(db, scope), { headers: { "cache-control": "private, no-store" } });
    },
  }),
});

export const config = { path: "/api/analytics" };
