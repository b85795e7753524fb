// POST /api/analytics/track - one analytics event (page views of cities and stores, the boost
// page's plan view). Answers 202 { ok: true } for every valid payload, counted or not (bots, the
// per-network limit); 4xx for an invalid one. Reads and sets no cookie, stores no address.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { trackEventSchema } from "../src/analytics/event-schema.server.ts";
import { trackEvent } from "../src/analytics/track-event.server.ts";
import { clientIp, networkHash } from "../src/platform/client-network.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { readJson } from "../src/platform/read-json.server.ts";

export default handle({
  POST: async (request: Request, context: Context) => {
    const event = trackEventSchema.parse(await readJson(request));
    try {
      await trackEvent(await getDb(), event, {
        userAgent: request.headers.get("user-agent"),
        networkHash: networkHash(clientIp(request, context)),
      });
    } catch (error) {
      // A lost page view is not worth an error on someone's page.
      console.warn(`analytics event not recorded: ${(error as Error).message}`);
    }
    return json({ ok: true }, { status: 202 });
  },
});

export const config = { path: "/api/analytics/track" };
