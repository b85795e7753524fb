// POST /api/owner/grocery-stores/{id}/name-address - { name?, address?, zipCode? }: the verified owner
// proposes a new name or address. It is not applied: it waits for an admin's review (ADR 044),
// because it moves the page's address. Answers 202 with the pending proposal.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { readJson } from "../src/platform/read-json.server.ts";
import { proposeNameAddress } from "../src/owners/propose-name-address.server.ts";
import { requireListingOwnerToWrite } from "../src/owners/require-listing-owner.server.ts";
import { requireStoreId } from "../src/stores/find-store.server.ts";
import { nameAddressProposalSchema } from "../src/owners/name-address-schema.ts";

export default handle({
  POST: async (request: Request, context: Context) => {
    const db = await getDb();
    const id = requireStoreId(context.params.id);
    const body = await readJson(request);
    // Who asks is checked before what they ask for.
    const email = await requireListingOwnerToWrite(db, id, context, "edit");
    const proposal = nameAddressProposalSchema.parse(body);
    return json({ pending: await proposeNameAddress(db, id, email, proposal) }, { status: 202 });
  },
});

export const config = { path: "/api/owner/grocery-stores/:id/name-address" };
