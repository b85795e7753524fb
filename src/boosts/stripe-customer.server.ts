// Stripe customers are found by e-mail (the address is how subscribers look themselves up) and
// created once: the idempotency key is derived from the address and name.
import { createHash } from "node:crypto";
import type Stripe from "stripe";

const digest = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 32);

export async function findOrCreateCustomer(stripe: Stripe, email: string, name: string): Promise<string> {
  // list (not search): search is eventually consistent and could miss a customer made a second ago.
  const found = await stripe.customers.list({ email, limit: 1 });
  if (found.data[0]) return found.data[0].id;
  const created = await stripe.customers.create(
    { email, name },
    { idempotencyKey: `customer-${digest(`${email}\n${name}`)}` },
  );
  return created.id;
}

/** Every customer with this address (someone may have bought with it more than once). */
export async function customersByEmail(stripe: Stripe, email: string): Promise<Stripe.Customer[]> {
  const found = await stripe.customers.list({ email, limit: 10 });
  return found.data;
}
