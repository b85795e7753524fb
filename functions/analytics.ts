// GET /api/analytics - the analytics report for the admin dashboard (admin session required):
// { totalViews, searchQueries, popularShops, popularCities, viewsByDay }
// ?cityId=N or ?storeId=<uuid> narrows viewsByDay to that city's page or that store's page (the other
// figures stay site-wide); an unknown id answers 404, both at once or a malformed one 422.
import type { Context } from "@netlify/functions";
import { z } from "zod";
import { text } from "../src/platform/text.ts";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/admin/require-admin.server.ts";
import { analyticsReport } from "../src/analytics/report.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
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
  GET: async (request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    const { cityId, storeId } = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
    const scope = cityId !== undefined ? { cityId } : storeId !== undefined ? { storeId } : undefined;
    return json(await analyticsReport(db, scope), { headers: { "cache-control": "private, no-store" } });
  },
});

export const config = { path: "/api/analytics" };
