// POST /api/grocery-stores/{id}/claim - claim fields -> 201 { status: "unverified", message }, the same
// answer for every address; the claim waits for the link mailed to ownerEmail, which confirms exactly
// these details. 409 with the spec's message when the store is owned; 429 when the network, device
// (cookie, set here when absent) or address already holds several claims waiting (issue #43).
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { claimSchema } from "../src/owners/claim-schema.ts";
import { submitClaim } from "../src/owners/submit-claim.server.ts";
import { ApiError } from "../src/platform/errors.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { enforceRateLimit } from "../src/platform/rate-limit.server.ts";
import { readJson } from "../src/platform/read-json.server.ts";
import { identifyRequester } from "../src/platform/requester.server.ts";
import { requireStoreId } from "../src/stores/find-store.server.ts";

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
