// POST /api/newsletter/mail-events - the mail provider's bounce and spam-complaint webhook, in
// Postmark's format (src/server/newsletter/mail-events.ts): { suppressed }. Posted by the
// provider's servers, so a signed endpoint: basic-auth credentials carry MAIL_WEBHOOK_SECRET.
import { getDb } from "../db/client.ts";
import { handle, json, signedEndpoint } from "../src/server/http/handler.ts";
import { readJson } from "../src/server/http/read-json.ts";
import { handleMailEvent, postmarkEventSchema, requireWebhookSecret } from "../src/server/newsletter/mail-events.ts";

export default handle({
  POST: signedEndpoint(async (request: Request) => {
    // The body's media type and size are held to the guard's rules first, as for every JSON write.
    // The usual JSON cap: leave Postmark's "include bounce content" off (ADR 039).
    const body = await readJson(request);
    requireWebhookSecret(request);
    const event = postmarkEventSchema.parse(body);
    return json(await handleMailEvent(await getDb(), event));
  }),
});

export const config = { path: "/api/newsletter/mail-events" };
