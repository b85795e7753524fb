// npm start without STRIPE_SECRET_KEY: payments run in test mode. This starts the local
// Stripe-compatible server beside the site (state kept in the data folder), points the SDK at it
// and gives both ends one webhook secret for this run. With a secret key it does nothing at all.
import { randomBytes } from "node:crypto";
import { request } from "node:http";
import { join } from "node:path";
import { resetEnv } from "../../src/platform/env.server.ts";
import { LocalStripe } from "./local-stripe/server.ts";

export async function startTestPayments(options: { port: number; dataRoot: string }): Promise<void> {
  if (process.env.STRIPE_SECRET_KEY) return;
  const webhookSecret = `whsec_${randomBytes(24).toString("hex")}`;
  const server = new LocalStripe({
    webhookSecret,
    webhook: (payload, signature) => postToSelf(options.port, payload, signature),
    port: Number(process.env.STRIPE_LOCAL_PORT ?? 0),
    stateFile: join(options.dataRoot, "local-stripe.json"),
  });
  process.env.STRIPE_LOCAL_URL = await server.start();
  process.env.STRIPE_WEBHOOK_SECRET = webhookSecret;
  resetEnv();
  console.log(`Payments in test mode: local Stripe-compatible server at ${server.url} (no card is charged).`);
}

/**
 * Posts an event to this process's own server on loopback, with the public host in the Host header
 * (the server sends requests for any other host to SITE_URL).
 */
function postToSelf(port: number, payload: string, signature: string): Promise<{ status: number }> {
  const host = new URL(process.env.SITE_URL ?? `http://127.0.0.1:${port}`).host;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/stripe/webhook",
        headers: { host, "content-type": "application/json", "stripe-signature": signature },
      },
      (incoming) => {
        incoming.resume();
        incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0 }));
      },
    );
    outgoing.on("error", reject);
    outgoing.end(payload);
  });
}
