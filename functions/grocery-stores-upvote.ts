// POST /api/grocery-stores/{id}/upvote - one vote for a store; answers { upvoteCount }, or 429
// { error: { code: "rate_limited", message, minutesLeft } } when this device voted for the store in
// the last 60 minutes (or its network used up the store's votes). Takes no payload.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { clientIp, networkHash } from "../src/server/http/client-network.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { castVote } from "../src/server/upvotes/cast-vote.ts";
import { deviceCookie, newDeviceId, readDeviceId } from "../src/server/upvotes/device.ts";

export default handle({
  POST: async (request: Request, context: Context) => {
    const knownDevice = readDeviceId(context.cookies);
    const deviceId = knownDevice ?? newDeviceId();
    const db = await getDb();
    const result = await castVote(db, context.params.id ?? "", {
      deviceId,
      networkHash: networkHash(clientIp(request, context)),
    });
    if (!knownDevice) context.cookies.set(deviceCookie(deviceId, request.url));
    return json(result);
  },
});

export const config = { path: "/api/grocery-stores/:id/upvote" };
