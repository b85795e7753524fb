// GET  /api/newsletter/confirm?token= - the link in the confirmation mail: a page whose button
//                                       confirms (a mail scanner's GET confirms nothing, ADR 057)
// POST /api/newsletter/confirm?token= - that button (a form post from the site's page) -> 303 to a page
import { getDb } from "../db/client.ts";
import { handle } from "../src/platform/handler.server.ts";
import { linkPage, seeOther } from "../src/platform/link-page.server.ts";
import { canConfirmSubscription, confirmSubscription } from "../src/newsletter/confirm-subscription.server.ts";

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

const page = async (request: Request) =>
  (await canConfirmSubscription(await getDb(), tokenOf(request)))
    ? linkPage(request, "confirm-subscription")
    : seeOther(request, "/newsletter/link-expired");

export default handle({
  GET: page,
  HEAD: page,
  POST: async (request: Request) => {
    const confirmed = await confirmSubscription(await getDb(), tokenOf(request));
    return seeOther(request, confirmed ? "/newsletter/confirmed" : "/newsletter/link-expired");
  },
});

export const config = { path: "/api/newsletter/confirm" };
