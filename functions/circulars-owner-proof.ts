// POST /api/circulars/owner-proof/{id} - {email} mails a code and link to the store's owner address
// (same answer for any address); {email, code} or {token} (the link) proves it and opens the e-mail
// session that manages circulars and edits the listing (ADR 018, 040, reusing ADR 015's proof).
// `for: "listing"` makes the mail's link lead to the listing editor instead of the circulars page.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { redeemOwnerProof, sendOwnerProof } from "../src/owners/owner-access.server.ts";
import { ApiError } from "../src/platform/errors.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { readJson } from "../src/platform/read-json.server.ts";
import { findStore, requireStoreId } from "../src/stores/find-store.server.ts";
import { ownerProofSchema } from "../src/circulars/circulars.ts";

export default handle({
  POST: async (request: Request, context: Context) => {
    const input = ownerProofSchema.parse(await readJson(request));
    const db = await getDb();
    const store = await findStore(db, requireStoreId(context.params.id));
    if (input.token || input.code) {
      if (!(await redeemOwnerProof(db, request, context, store.id, input))) {
        throw new ApiError("bad_request", "This code or link is wrong or has expired. Please ask for a new one.");
      }
      return json({ status: "verified" });
    }
    if (!input.email) throw new ApiError("validation_failed", "Please enter your email address.");
    return json({ status: "verification_required", message: await sendOwnerProof(db, store, input.email, input.for) });
  },
});

export const config = { path: "/api/circulars/owner-proof/:id" };
