// POST /api/stripe/webhook - Stripe's signed events. The signature is checked on the raw body with
// STRIPE_WEBHOOK_SECRET (test mode: the local server's secret); a bad or missing one is a 400.
// Called by Stripe's servers, so a signed endpoint (no same-site check), with the body capped. 500
// makes Stripe retry.
import Stripe from "stripe";
import { getDb } from "../db/client.ts";
import { handleStripeEvent } from "../src/server/boosts/webhook/handle-event.ts";
import { ApiError } from "../src/server/http/errors.ts";
import { handle, json, signedEndpoint } from "../src/server/http/handler.ts";
import { readRawText } from "../src/server/http/read-body.ts";
import { isJsonMediaType } from "../src/server/http/read-json.ts";
import { getStripe, webhookSecret } from "../src/server/payments/stripe-client.ts";

// The events we take (one-line invoices, one-item subscriptions, PaymentIntents, charges) are
// 3-20 KB; a body past this cap is not one of them.
const MAX_BODY_BYTES = 96 * 1024;

export default handle({
  // Stripe posts from its servers: no same-site check; the signature proves the sender instead.
  POST: signedEndpoint(async (request: Request) => {
    // Stripe sends application/json; the media type and the size cap come before anything else.
    if (!isJsonMediaType(request.headers.get("content-type"))) {
      throw new ApiError("unsupported_media_type", "Send the event as JSON (Content-Type: application/json).");
    }
    // The exact bytes Stripe signed, under a size cap.
    const body = await readRawText(request, MAX_BODY_BYTES);
    const secret = webhookSecret();
    const signature = request.headers.get("stripe-signature");
    if (!signature) throw new ApiError("bad_request", "Missing Stripe-Signature header.");
    let event: Stripe.Event;
    try {
      event = getStripe().webhooks.constructEvent(body, signature, secret);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
        throw new ApiError("bad_request", "The webhook signature is not valid.");
      }
      throw new ApiError("bad_request", "The webhook payload is not a Stripe event.");
    }
    const result = await handleStripeEvent(await getDb(), event);
    return json({ received: true, result });
  }),
});

export const config = { path: "/api/stripe/webhook" };
