// Who is asking, as far as limits care (issue #43): the client's network (networkHash) and this
// browser's device id (the random HttpOnly cookie votes already use, src/votes/device.server.ts).
// A browser without the cookie is given one with this request, which already counts under it.
import type { Context } from "@netlify/functions";
import { deviceCookie, newDeviceId, readDeviceId } from "../votes/device.server.ts";
import { clientIp, networkHash } from "./client-network.server.ts";

export interface Requester {
  network: string;
  device: string;
}

export function identifyRequester(request: Request, context: Pick<Context, "ip" | "cookies">): Requester {
  const known = readDeviceId(context.cookies);
  const device = known ?? newDeviceId();
  if (!known) context.cookies.set(deviceCookie(device, request.url));
  return { network: networkHash(clientIp(request, context)), device };
}
