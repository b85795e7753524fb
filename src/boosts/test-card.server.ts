// Test mode's card form: the browser sends a client secret and one of Stripe's documented test card
// numbers; this confirms the PaymentIntent on the local server with the matching test payment
// method, as Stripe.js would with the real card. Unreachable with real keys.
import Stripe from "stripe";
import { ApiError, notFound } from "../platform/errors.server.ts";
import { getStripe, paymentsMode } from "./stripe-client.server.ts";

const TEST_CARDS: Record<string, string> = {
  "4242424242424242": "pm_card_visa",
  "5555555555554444": "pm_card_mastercard",
  "4000000000000002": "pm_card_chargeDeclined",
  "4000000000009995": "pm_card_chargeDeclinedInsufficientFunds",
  "4000000000000069": "pm_card_chargeDeclinedExpiredCard",
};

export class CardDeclined extends ApiError {
  constructor(message: string, declineCode: string | undefined) {
    super("bad_request", message, { declineCode: declineCode ?? null, type: "card_error" });
  }
}

export async function confirmWithTestCard(clientSecret: string, cardNumber: string) {
  if (paymentsMode() !== "test") throw notFound("Not found.");
  const intentId = /^(pi_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(clientSecret)?.[1];
  if (!intentId) throw new ApiError("bad_request", "This payment is not valid. Please start again.");
  const stripe = getStripe();
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.retrieve(intentId);
  } catch {
    throw new ApiError("bad_request", "This payment is not valid. Please start again.");
  }
  // The client secret is the only proof the browser has; it must be this PaymentIntent's.
  if (intent.client_secret !== clientSecret)
    throw new ApiError("bad_request", "This payment is not valid. Please start again.");
  const method = TEST_CARDS[cardNumber.replace(/[\s-]/g, "")];
  if (!method) {
    throw new CardDeclined("Your card number is incorrect. In test mode, use 4242 4242 4242 4242.", "incorrect_number");
  }
  try {
    const confirmed = await stripe.paymentIntents.confirm(intent.id, { payment_method: method });
    return { status: confirmed.status, paymentIntentId: confirmed.id };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) throw new CardDeclined(error.message, error.decline_code);
    throw error;
  }
}
