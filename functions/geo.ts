// GET /api/geo - the server's view of where the request comes from (Netlify's request geo), so the
// home page can order towns without calling an outside IP-location service.
import type { Context } from "@netlify/functions";
import { handle, json } from "../src/platform/handler.server.ts";

export default handle({
  GET: async (_request: Request, context: Context) => {
    const geo = context.geo ?? {};
    const isUs = geo.country?.code === "US";
    return json(
      {
        state: isUs ? (geo.subdivision?.code ?? null) : null,
        country: geo.country?.code ?? null,
        latitude: typeof geo.latitude === "number" ? geo.latitude : null,
        longitude: typeof geo.longitude === "number" ? geo.longitude : null,
      },
      { headers: { "cache-control": "private, no-store" } },
    );
  },
});

export const config = { path: "/api/geo" };
