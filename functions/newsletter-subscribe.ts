// POST /api/newsletter/subscribe - { email, citySlug? | state? } -> a confirmation mail (double opt-in);
// { message }. The town or state is the weekly digest's area (ADR 039).
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { clientIp, networkHash } from "../src/platform/client-network.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { enforceRateLimit } from "../src/platform/rate-limit.server.ts";
import { readJson } from "../src/platform/read-json.server.ts";
import { subscribe, subscribeSchema } from "../src/newsletter/subscribe.server.ts";

export default handle({
  POST: async (request: Request, context: Context) => {
    const { email, ...area } = subscribeSchema.parse(await readJson(request));
    const db = await getDb();
    await enforceRateLimit(db, {
      key: `newsletter:${networkHash(clientIp(request, context))}`,
      limit: 10,
      windowSeconds: 3600,
      message: "Too many sign-ups from your network. Please try again later.",
    });
    return json(await subscribe(db, email, area));
  },
});

export const config = { path: "/api/newsletter/subscribe" };
