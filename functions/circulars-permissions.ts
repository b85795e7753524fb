// GET /api/circulars/permissions/{id} - {canUpload, reason, code, email}: whether this browser may
// upload a circular for the store now, and if not, what is missing (proof of ownership, an active
// boost, quota). ADR 018.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { circularAccess } from "../src/owners/owner-access.server.ts";
import { circularQuota } from "../src/circulars/quota.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { findStore, requireStoreId } from "../src/stores/find-store.server.ts";
import { QUOTA_REACHED, type CircularPermissions } from "../src/circulars/circulars.ts";

export default handle({
  GET: async (_request: Request, context: Context) => {
    const db = await getDb();
    const store = await findStore(db, requireStoreId(context.params.id));
    const access = await circularAccess(db, store.id, context);
    let answer: CircularPermissions = {
      canUpload: access.code === null,
      reason: access.reason,
      code: access.code,
      email: access.email,
    };
    if (answer.canUpload && (await circularQuota(db, store.id, access.boost)).remaining === 0) {
      answer = { ...answer, canUpload: false, reason: QUOTA_REACHED, code: "quota_used" };
    }
    return json(answer);
  },
});

export const config = { path: "/api/circulars/permissions/:id" };
