// POST /api/grocery-stores/{id}/shopper-check?answer=yes|not_grocery|closed - a shopper's answer to
// "Is this an independent grocery store, open now?" on an imported store's page (ADR 063). Posted by
// the page's plain HTML form (no JavaScript needed): it reads no body, the answer is in the address
// (as the mailed-link pages do, ADR 057), and passes the same-site guard like every write. A browser's
// form post gets a 303 back to the store page's thank-you note; any other caller gets
// { outcome: "counted" | "already" | "confirmed" | "sent_to_review" }.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { getAdminStore } from "../src/admin/admin-stores-queries.server.ts";
import { clientIp, networkHash } from "../src/platform/client-network.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { answerShopperCheck, parseAnswer } from "../src/stores/shopper-check-answer.server.ts";
import { deviceCookie, newDeviceId, readDeviceId } from "../src/votes/device.server.ts";
import { storeHref } from "../src/stores/store-view.ts";

export default handle({
  POST: async (request: Request, context: Context) => {
    const answer = parseAnswer(new URL(request.url).searchParams.get("answer"));
    const knownDevice = readDeviceId(context.cookies);
    const deviceId = knownDevice ?? newDeviceId();
    const db = await getDb();
    const { outcome, storeId } = await answerShopperCheck(db, context.params.id ?? "", answer, {
      deviceId,
      network: networkHash(clientIp(request, context)),
    });
    if (!knownDevice) context.cookies.set(deviceCookie(deviceId, request.url));
    if (!(request.headers.get("accept") ?? "").includes("text/html")) return json({ outcome });
    const store = (await getAdminStore(db, storeId))!;
    const note = outcome === "already" ? "shopper-check-already" : "shopper-check-thanks";
    return new Response(null, { status: 303, headers: { location: `${storeHref(store)}#${note}` } });
  },
});

export const config = { path: "/api/grocery-stores/:id/shopper-check" };
