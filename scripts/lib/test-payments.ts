// npm start without STRIPE_SECRET_KEY: payments run in test mode. This starts the local
// Stripe-compatible server beside the site (state kept in the data folder), points the SDK at it
// and gives both ends one webhook secret for this run. With a secret key it does nothing at all.
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { resetEnv } from "../../src/config/env.ts";
import { LocalStripe } from "../../src/server/payments/local-stripe/server.ts";

export async function startTestPayments(options: { port: number; dataRoot: string }): Promise<void> {
  if (process.env.STRIPE_SECRET_KEY) return;
  const webhookSecret = `whsec_${randomBytes(24).toString("hex")}`;
  const server = new LocalStripe({
    webhookSecret,
    webhook: `http://127.0.0.1:${options.port}/api/stripe/webhook`,
    port: Number(process.env.STRIPE_LOCAL_PORT ?? 0),
    stateFile: join(options.dataRoot, "local-stripe.json"),
  });
  process.env.STRIPE_LOCAL_URL = await server.start();
  process.env.STRIPE_WEBHOOK_SECRET = webhookSecret;
  resetEnv();
  console.log(`Payments in test mode: local Stripe-compatible server at ${server.url} (no card is charged).`);
}
