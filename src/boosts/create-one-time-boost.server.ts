// POST /api/create-one-time-boost: a PaymentIntent of the one-time plan's price for 30 days of boost. The boost is
// activated by the payment_intent.succeeded webhook, never here.
import type { Db } from "../../db/client.ts";
import { updateBoost } from "./boosts-queries.server.ts";
import { stripeMetadataKind } from "./boost-kind.ts";
import { BOOST_PLANS } from "./plans.ts";
import type { BoostPurchase, BoostPurchaseResponse } from "./purchase-schema.ts";
import { ApiError } from "../platform/errors.server.ts";
import type { Requester } from "../platform/requester.server.ts";
import { getStripe } from "./stripe-client.server.ts";
import { withProvider } from "./provider-errors.server.ts";
import { cancelAbandonedPurchase } from "./retire-payments.server.ts";
import { extensionNote, reservePurchase } from "./reserve-purchase.server.ts";
import { findOrCreateCustomer } from "./stripe-customer.server.ts";

export async function createOneTimeBoost(
  db: Db,
  input: BoostPurchase,
  requester: Requester,
): Promise<BoostPurchaseResponse> {
  const stripe = getStripe();
  const { boost, extendsFrom, abandoned } = await reservePurchase(db, input, "one_time", requester);
  await cancelAbandonedPurchase(abandoned);
  return withProvider("Failed to create one-time boost. Please try again.", async () => {
    const customer = boost.stripeCustomerId ?? (await findOrCreateCustomer(stripe, input.userEmail, input.userName));
    const intent = boost.stripePaymentIntentId
      ? await stripe.paymentIntents.retrieve(boost.stripePaymentIntentId)
      : await stripe.paymentIntents.create(
          {
            amount: BOOST_PLANS.one_time.amountCents,
            currency: "usd",
            customer,
            // endive: no payment_method_types; the methods come from the Dashboard settings.
            automatic_payment_methods: { enabled: true },
            description: "30-day featured boost",
            receipt_email: input.userEmail,
            metadata: {
              kind: stripeMetadataKind.one_time,
              boostId: boost.id,
              groceryStoreId: input.groceryStoreId,
              userEmail: input.userEmail,
            },
          },
          // Deterministic: a repeated request for this purchase returns the same PaymentIntent.
          { idempotencyKey: `boost-${boost.id}-payment-intent` },
        );
    if (intent.status === "succeeded") {
      throw new ApiError("conflict", "This boost is already paid and is being activated.");
    }
    await updateBoost(db, boost.id, { stripeCustomerId: customer, stripePaymentIntentId: intent.id });
    return { clientSecret: intent.client_secret!, ...extensionNote(extendsFrom) };
  });
}
