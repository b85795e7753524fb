// POST /api/analytics/track - one analytics event (page views of cities and stores, the boost
// page's plan view). Answers 202 { ok: true } for every valid payload, counted or not (bots, the
// per-network limit); 4xx for an invalid one. Reads and sets no cookie, stores no address.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { trackEventSchema } from "../src/server/analytics/event-schema.ts";
import { trackEvent } from "../src/server/analytics/track-event.ts";
import { clientIp, networkHash } from "../src/server/http/client-network.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { readJson } from "../src/server/http/read-json.ts";

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
