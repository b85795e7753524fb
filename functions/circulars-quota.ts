// GET /api/circulars/quota/{id} - {quotaUsed, quotaLimit, remaining, periodEnd}: uploads used in the
// store's current boost period. The store's owner (or an admin) only.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireCircularOwner } from "../src/owners/require-owner.server.ts";
import { circularQuota } from "../src/circulars/quota.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { findStore, requireStoreId } from "../src/stores/find-store.server.ts";

export default handle({
  GET: async (_request: Request, context: Context) => {
    const db = await getDb();
    const store = await findStore(db, requireStoreId(context.params.id));
    const access = await requireCircularOwner(db, store.id, context);
    return json(await circularQuota(db, store.id, access.boost));
  },
});

export const config = { path: "/api/circulars/quota/:id" };
