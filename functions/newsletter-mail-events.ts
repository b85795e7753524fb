// POST /api/newsletter/mail-events - the mail provider's bounce and spam-complaint webhook, in
// Postmark's format (src/server/newsletter/mail-events.ts): { suppressed }. Posted by the
// provider's servers, so a signed endpoint: basic-auth credentials carry MAIL_WEBHOOK_SECRET.
import { getDb } from "../db/client.ts";
import { handle, json, signedEndpoint } from "../src/server/http/handler.ts";
import { readJson } from "../src/server/http/read-json.ts";
import { handleMailEvent, postmarkEventSchema, requireWebhookSecret } from "../src/server/newsletter/mail-events.ts";

// Postmark may include the bounced message's dump ("Content").
const MAX_EVENT_BYTES = 512 * 1024;

export default handle({
  POST: signedEndpoint(async (request: Request) => {
    requireWebhookSecret(request);
    const event = postmarkEventSchema.parse(await readJson(request, { maxBytes: MAX_EVENT_BYTES }));
    return json(await handleMailEvent(await getDb(), event));
  }),
});

export const config = { path: "/api/newsletter/mail-events" };
