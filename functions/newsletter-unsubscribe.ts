// GET  /api/newsletter/unsubscribe?token= - the link in every newsletter mail; redirects to a page
// POST /api/newsletter/unsubscribe?token= - one-click unsubscribe from mail clients (RFC 8058): posted
// by mail providers' servers, not from our pages, so it is a signed endpoint (the token is the proof)
import { getDb } from "../db/client.ts";
import { handle, json, signedEndpoint } from "../src/server/http/handler.ts";
import { unsubscribe } from "../src/server/newsletter/unsubscribe.ts";

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

export default handle({
  GET: async (request: Request) => {
    const done = await unsubscribe(await getDb(), tokenOf(request));
    return Response.redirect(new URL(done ? "/newsletter/unsubscribed" : "/newsletter/link-expired", request.url), 303);
  },
  POST: signedEndpoint(async (request: Request) => {
    const done = await unsubscribe(await getDb(), tokenOf(request));
    return json({ ok: done }, { status: done ? 200 : 404 });
  }),
});

export const config = { path: "/api/newsletter/unsubscribe" };
