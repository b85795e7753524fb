// POST /api/stripe/webhook - Stripe's signed events. The signature is checked on the raw body with
// STRIPE_WEBHOOK_SECRET (test mode: the local server's secret); a bad or missing one is a 400, and
// a 429 once a network has sent too many (only failures count: a signed event is never refused,
// issue #43). Called by Stripe's servers, so a signed endpoint (no same-site check), with the body
// capped. 500 makes Stripe retry.
import type { Context } from "@netlify/functions";
import Stripe from "stripe";
import { getDb } from "../db/client.ts";
import { handleStripeEvent } from "../src/boosts/webhook-event.server.ts";
import { ApiError } from "../src/platform/errors.server.ts";
import { handle, json, signedEndpoint } from "../src/platform/handler.server.ts";
import { readRawText } from "../src/platform/read-body.server.ts";
import { refuseSignature } from "../src/platform/signature-failures.server.ts";
import { isJsonMediaType } from "../src/platform/read-json.server.ts";
import { getStripe, webhookSecret } from "../src/boosts/stripe-client.server.ts";

// The events we act on (one-line invoices, one-item subscriptions, PaymentIntents, charges) are
// 3-20 KB, but any event Stripe signs must be taken, and one with long metadata or many lines is
// larger (the old 96 KB cap refused them): a cap far above any event, still bounding an unsigned body.
const MAX_BODY_BYTES = 1024 * 1024;

export default handle({
  // Stripe posts from its servers: no same-site check; the signature proves the sender instead.
  POST: signedEndpoint(async (request: Request, context: Context) => {
    // Stripe sends application/json; the media type and the size cap come before anything else.
    if (!isJsonMediaType(request.headers.get("content-type"))) {
      throw new ApiError("unsupported_media_type", "Send the event as JSON (Content-Type: application/json).");
    }
    // The exact bytes Stripe signed, under a size cap.
    const body = await readRawText(request, MAX_BODY_BYTES);
    const secret = webhookSecret();
    const db = await getDb();
    const signature = request.headers.get("stripe-signature");
    if (!signature) {
      return refuseSignature(db, request, context, new ApiError("bad_request", "Missing Stripe-Signature header."));
    }
    let event: Stripe.Event;
    try {
      event = getStripe().webhooks.constructEvent(body, signature, secret);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
        return refuseSignature(
          db,
          request,
          context,
          new ApiError("bad_request", "The webhook signature is not valid."),
        );
      }
      throw new ApiError("bad_request", "The webhook payload is not a Stripe event.");
    }
    const result = await handleStripeEvent(db, event);
    return json({ received: true, result });
  }),
});

export const config = { path: "/api/stripe/webhook" };
