// POST /api/create-boost-subscription: a monthly subscription (the plan table's price) left incomplete until its first
// invoice is paid with the returned client secret (the invoice's confirmation_secret). The boost is
// activated by the invoice.paid webhook, never here.
import type Stripe from "stripe";
import type { Db } from "../../db/client.ts";
import { updateBoost } from "./boosts-queries.server.ts";
import { BOOST_PLANS } from "./plans.ts";
import type { BoostPurchase, BoostPurchaseResponse } from "./purchase-schema.ts";
import { ApiError } from "../platform/errors.server.ts";
import type { Requester } from "../platform/requester.server.ts";
import { getStripe } from "./stripe-client.server.ts";
import { ensureBoostProduct } from "./boost-product.server.ts";
import { withProvider } from "./provider-errors.server.ts";
import { cancelAbandonedPurchase } from "./retire-payments.server.ts";
import { reservePurchase } from "./reserve-purchase.server.ts";
import { findOrCreateCustomer } from "./stripe-customer.server.ts";

const EXPAND = ["latest_invoice.confirmation_secret"];

export async function createBoostSubscription(
  db: Db,
  input: BoostPurchase,
  requester: Requester,
): Promise<BoostPurchaseResponse> {
  const stripe = getStripe();
  const { boost, abandoned } = await reservePurchase(db, input, "subscription", requester);
  await cancelAbandonedPurchase(abandoned);
  return withProvider("Failed to create subscription. Please try again.", async () => {
    const customer = boost.stripeCustomerId ?? (await findOrCreateCustomer(stripe, input.userEmail, input.userName));
    const subscription = boost.stripeSubscriptionId
      ? await stripe.subscriptions.retrieve(boost.stripeSubscriptionId, { expand: EXPAND })
      : await stripe.subscriptions.create(
          {
            customer,
            items: [
              {
                price_data: {
                  currency: "usd",
                  product: await ensureBoostProduct(stripe),
                  unit_amount: BOOST_PLANS.subscription.amountCents,
                  recurring: { interval: "month" },
                },
              },
            ],
            payment_behavior: "default_incomplete",
            payment_settings: { save_default_payment_method: "on_subscription" },
            expand: EXPAND,
            metadata: { boostId: boost.id, groceryStoreId: input.groceryStoreId, userEmail: input.userEmail },
          },
          { idempotencyKey: `boost-${boost.id}-subscription` },
        );
    const invoice = subscription.latest_invoice as Stripe.Invoice | null;
    const secret = invoice?.confirmation_secret?.client_secret;
    if (!secret || subscription.status !== "incomplete") {
      throw new ApiError("conflict", "This boost is already paid and is being activated.");
    }
    await updateBoost(db, boost.id, { stripeCustomerId: customer, stripeSubscriptionId: subscription.id });
    return { clientSecret: secret };
  });
}
