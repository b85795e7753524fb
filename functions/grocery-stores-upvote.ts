// POST /api/grocery-stores/{id}/upvote - one vote for a store; answers { upvoteCount }, or 429
// { error: { code: "rate_limited", message, minutesLeft } } when this device voted for the store in
// the last 60 minutes (or its network used up the store's votes). Takes no payload.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { clientIp, networkHash } from "../src/platform/client-network.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { castVote } from "../src/votes/cast-vote.server.ts";
import { deviceCookie, newDeviceId, readDeviceId } from "../src/votes/device.server.ts";

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
