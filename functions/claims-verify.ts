// GET  /api/claims/verify?token= - the link in the claim mail: a page whose button confirms the
//                                  address (a mail scanner's GET verifies nothing, ADR 057)
// POST /api/claims/verify?token= - that button (a form post from the site's page) -> 303 to a page
import { getDb } from "../db/client.ts";
import { canVerifyClaim, verifyClaim } from "../src/owners/verify-claim.server.ts";
import { handle } from "../src/platform/handler.server.ts";
import { linkPage, seeOther } from "../src/platform/link-page.server.ts";

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

const page = async (request: Request) =>
  (await canVerifyClaim(await getDb(), tokenOf(request)))
    ? linkPage(request, "confirm-claim")
    : seeOther(request, "/claim-business/link-expired");

export default handle({
  GET: page,
  HEAD: page,
  POST: async (request: Request) => {
    const verified = await verifyClaim(await getDb(), tokenOf(request));
    return seeOther(request, verified ? "/claim-business/verified" : "/claim-business/link-expired");
  },
});

export const config = { path: "/api/claims/verify" };
