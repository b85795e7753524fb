// GET /api/owner/grocery-stores/{id} - the listing fields its verified owner edits
// PUT /api/owner/grocery-stores/{id} - change some of them (description, phone, website, hours, badges)
// The owner proves their address with the mailed code or link of POST /api/circulars/owner-proof/{id}
// (one proof, one e-mail session for circulars and editing; ADR 040). Each change is audited and
// goes live at the next rebuild.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { readJson } from "../src/platform/read-json.server.ts";
import { editListing } from "../src/owners/edit-listing.server.ts";
import { readOwnerListing } from "../src/owners/read-listing.server.ts";
import { requireListingOwner, requireListingOwnerToWrite } from "../src/owners/require-listing-owner.server.ts";
import { requireStoreId } from "../src/stores/find-store.server.ts";
import { ownerEditSchema } from "../src/owners/owner-edit-schema.ts";

export default handle({
  GET: async (_request: Request, context: Context) => {
    const db = await getDb();
    const id = requireStoreId(context.params.id);
    await requireListingOwner(db, id, context);
    return json(await readOwnerListing(db, id));
  },
  PUT: async (request: Request, context: Context) => {
    const db = await getDb();
    const id = requireStoreId(context.params.id);
    // The body is small JSON under readJson's cap: its media type and size are checked first, like
    // every JSON write; who asks is checked before its content is looked at.
    const body = await readJson(request);
    const email = await requireListingOwnerToWrite(db, id, context, "edit");
    return json(await editListing(db, id, email, ownerEditSchema.parse(body)));
  },
});

export const config = { path: "/api/owner/grocery-stores/:id" };
