// GET /api/claims/verify?token= - the link in the claim mail; redirects to a page that says what happened
import { getDb } from "../db/client.ts";
import { verifyClaim } from "../src/server/claims/verify-claim.ts";
import { handle } from "../src/server/http/handler.ts";

export default handle({
  GET: async (request: Request) => {
    const token = new URL(request.url).searchParams.get("token") ?? "";
    const verified = await verifyClaim(await getDb(), token);
    return Response.redirect(
      new URL(verified ? "/claim-business/verified" : "/claim-business/link-expired", request.url),
      303,
    );
  },
});

export const config = { path: "/api/claims/verify" };
