// POST /api/grocery-stores/{id}/claim - claim fields -> 201 { status: "unverified", message }, the same
// answer for every address; the claim waits for the link mailed to ownerEmail, which confirms exactly
// these details. 409 with the spec's message when the store is owned; 429 when the network, device
// (cookie, set here when absent) or address already holds several claims waiting (issue #43).
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { claimSchema } from "../src/shared/claims/claim-schema.ts";
import { submitClaim } from "../src/server/claims/submit-claim.ts";
import { ApiError } from "../src/server/http/errors.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { enforceRateLimit } from "../src/server/http/rate-limit.ts";
import { readJson } from "../src/server/http/read-json.ts";
import { identifyRequester } from "../src/server/http/requester.ts";
import { requireStoreId } from "../src/server/stores/find-store.ts";

const CLAIMS_PER_HOUR = 5;

export default handle({
  POST: async (request: Request, context: Context) => {
    const storeId = requireStoreId(context.params.id);
    const claim = claimSchema.parse(await readJson(request));
    if (claim.nectar) throw new ApiError("bad_request", "This submission looks automated and was not accepted.");
    const db = await getDb();
    const requester = identifyRequester(request, context);
    await enforceRateLimit(db, {
      key: `claim:${requester.network}`,
      limit: CLAIMS_PER_HOUR,
      windowSeconds: 3600,
      message: "Too many claims from your network in the last hour. Please try again later.",
    });
    return json(await submitClaim(db, storeId, claim, requester), { status: 201 });
  },
});

export const config = { path: "/api/grocery-stores/:id/claim" };
