// GET  /api/newsletter/unsubscribe?token= - the link in every newsletter mail: a page whose button
//                                           unsubscribes (a mail scanner's GET does nothing, ADR 057)
// POST /api/newsletter/unsubscribe?token= - that button, and the one-click unsubscribe of mail clients
// (RFC 8058, which asks for a POST precisely because scanners fetch links): posted by mail providers'
// servers, not from our pages, so it is a signed endpoint (the token is the proof). Our own page's
// form post is told apart by its same-site origin and gets the page that says it is done.
import { getDb } from "../db/client.ts";
import { handle, json, signedEndpoint } from "../src/platform/handler.server.ts";
import { isSameSite } from "../src/platform/same-site.server.ts";
import { linkPage, seeOther } from "../src/platform/link-page.server.ts";
import { unsubscribe, unsubscribeLinkState } from "../src/newsletter/unsubscribe.server.ts";

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

const page = async (request: Request) => {
  const state = await unsubscribeLinkState(await getDb(), tokenOf(request));
  if (state === "subscribed") return linkPage(request, "unsubscribe");
  return seeOther(request, state === "unsubscribed" ? "/newsletter/unsubscribed" : "/newsletter/link-expired");
};

export default handle({
  GET: page,
  HEAD: page,
  POST: signedEndpoint(async (request: Request) => {
    const done = await unsubscribe(await getDb(), tokenOf(request));
    if (isSameSite(request)) return seeOther(request, done ? "/newsletter/unsubscribed" : "/newsletter/link-expired");
    return json({ ok: done }, { status: done ? 200 : 404 });
  }),
});

export const config = { path: "/api/newsletter/unsubscribe" };
