// POST /api/test-payments/confirm - test mode only (404 with real keys): {clientSecret, cardNumber}
// -> {status, paymentIntentId}; a declined test card is a 400 with the provider's message.
import { text } from "../src/platform/text.ts";
import { z } from "../src/platform/zod.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { readJson } from "../src/platform/read-json.server.ts";
import { confirmWithTestCard } from "../src/boosts/test-card.server.ts";

const schema = z.object({
  clientSecret: text().min(10).max(300),
  cardNumber: text().trim().min(1, "Please enter a card number.").max(30),
});

export default handle({
  POST: async (request: Request) => {
    const { clientSecret, cardNumber } = schema.parse(await readJson(request));
    return json(await confirmWithTestCard(clientSecret, cardNumber));
  },
});

export const config = { path: "/api/test-payments/confirm" };
