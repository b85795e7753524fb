// POST /api/stripe/webhook - Stripe's signed events. The signature is checked on the raw body with
// STRIPE_WEBHOOK_SECRET (test mode: the local server's secret); a bad or missing one is a 400.
// Called by Stripe's servers, so no same-site check, but the body is capped. 500 makes Stripe retry.
import Stripe from "stripe";
import { getDb } from "../db/client.ts";
import { handleStripeEvent } from "../src/server/boosts/webhook/handle-event.ts";
import { ApiError } from "../src/server/http/errors.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { getStripe, webhookSecret } from "../src/server/payments/stripe-client.ts";

// Stripe's events are well under this; a larger body is not from Stripe.
const MAX_BODY_BYTES = 512 * 1024;

async function readRawBody(request: Request): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > MAX_BODY_BYTES) throw new ApiError("payload_too_large", "The request body is too large.");
  const body = new Uint8Array(await request.arrayBuffer());
  if (body.byteLength > MAX_BODY_BYTES) throw new ApiError("payload_too_large", "The request body is too large.");
  return body;
}

export default handle({
  POST: async (request: Request) => {
    const secret = webhookSecret();
    const signature = request.headers.get("stripe-signature");
    if (!signature) throw new ApiError("bad_request", "Missing Stripe-Signature header.");
    const body = await readRawBody(request);
    let event: Stripe.Event;
    try {
      event = getStripe().webhooks.constructEvent(Buffer.from(body), signature, secret);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
        throw new ApiError("bad_request", "The webhook signature is not valid.");
      }
      throw new ApiError("bad_request", "The webhook payload is not a Stripe event.");
    }
    const result = await handleStripeEvent(await getDb(), event);
    return json({ received: true, result });
  },
});

export const config = { path: "/api/stripe/webhook" };
