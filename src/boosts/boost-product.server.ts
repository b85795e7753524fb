// The product monthly boosts are billed under, with a fixed id so every environment (and the local
// test-mode server) finds the same one; prices are given inline per subscription.
import Stripe from "stripe";

export const BOOST_PRODUCT_ID = "small_town_grocers_featured_boost";

let known = new WeakSet<Stripe>();

export async function ensureBoostProduct(stripe: Stripe): Promise<string> {
  if (known.has(stripe)) return BOOST_PRODUCT_ID;
  try {
    await stripe.products.retrieve(BOOST_PRODUCT_ID);
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError) || error.code !== "resource_missing") throw error;
    await stripe.products.create(
      { id: BOOST_PRODUCT_ID, name: "Featured boost" },
      { idempotencyKey: `product-${BOOST_PRODUCT_ID}` },
    );
  }
  known.add(stripe);
  return BOOST_PRODUCT_ID;
}

/** Tests that restart the local server forget what this process created there. */
export function forgetBoostProduct(): void {
  known = new WeakSet();
}
