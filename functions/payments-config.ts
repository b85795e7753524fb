// GET /api/payments/config - which payment form the boost page shows: {mode: "live", publishableKey}
// (Stripe's Payment Element), {mode: "test"} (the test card form) or {mode: "unavailable"}.
import { env } from "../src/platform/env.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { paymentsMode } from "../src/boosts/stripe-client.server.ts";
import type { PaymentsConfig } from "../src/boosts/purchase-schema.ts";

export default handle({
  GET: async () => {
    const mode = paymentsMode();
    const publishableKey = env().STRIPE_PUBLISHABLE_KEY ?? null;
    const config: PaymentsConfig =
      mode === "live" && !publishableKey
        ? { mode: "unavailable", publishableKey: null }
        : { mode, publishableKey: mode === "live" ? publishableKey : null };
    return json(config);
  },
});

export const config = { path: "/api/payments/config" };
