// POST /api/newsletter/mail-events - the mail provider's bounce and spam-complaint webhook, in
// Postmark's format (src/newsletter/mail-events.server.ts): { suppressed }. Posted by the
// provider's servers, so a signed endpoint: basic-auth credentials carry MAIL_WEBHOOK_SECRET. They
// are checked before the body is read; wrong ones count against the caller's network (a 429 past
// the limit), right ones are never refused (issue #43).
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { ApiError } from "../src/platform/errors.server.ts";
import { handle, json, signedEndpoint } from "../src/platform/handler.server.ts";
import { readJson } from "../src/platform/read-json.server.ts";
import { refuseSignature } from "../src/platform/signature-failures.server.ts";
import {
  handleMailEvent,
  MAX_MAIL_EVENT_BYTES,
  postmarkEventSchema,
  requireWebhookSecret,
} from "../src/newsletter/mail-events.server.ts";

export default handle({
  POST: signedEndpoint(async (request: Request, context: Context) => {
    const db = await getDb();
    try {
      requireWebhookSecret(request);
    } catch (error) {
      if (error instanceof ApiError && error.code === "unauthorized")
        return refuseSignature(db, request, context, error);
      throw error;
    }
    // The body's media type is held to the guard's rules, as for every JSON write.
    const event = postmarkEventSchema.parse(await readJson(request, { maxBytes: MAX_MAIL_EVENT_BYTES }));
    return json(await handleMailEvent(db, event));
  }),
});

export const config = { path: "/api/newsletter/mail-events" };
