// GET /api/newsletter/confirm?token= - the link in the confirmation mail; redirects to a page
import { getDb } from "../db/client.ts";
import { handle } from "../src/server/http/handler.ts";
import { confirmSubscription } from "../src/server/newsletter/confirm-subscription.ts";

export default handle({
  GET: async (request: Request) => {
    const token = new URL(request.url).searchParams.get("token") ?? "";
    const confirmed = await confirmSubscription(await getDb(), token);
    return Response.redirect(
      new URL(confirmed ? "/newsletter/confirmed" : "/newsletter/link-expired", request.url),
      303,
    );
  },
});

export const config = { path: "/api/newsletter/confirm" };
