// POST /api/admin/circulars/{id}/take-down - { reason } (required): removes the circular, audits it,
// mails the reason to the store's verified owner; pages change at the next rebuild (ADR 037).
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/server/admin/require-admin.ts";
import { CIRCULAR_GONE, takeDownCircular } from "../src/server/circulars/admin-circulars.ts";
import { notFound } from "../src/server/http/errors.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { readJson } from "../src/server/http/read-json.ts";
import { isUuid } from "../src/server/stores/identifier.ts";
import { takeDownSchema } from "../src/shared/circulars/circulars.ts";

export default handle({
  POST: async (request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    const id = context.params.id;
    if (!id || !isUuid(id)) throw notFound(CIRCULAR_GONE);
    const { reason } = takeDownSchema.parse(await readJson(request));
    return json(await takeDownCircular(db, id.toLowerCase(), reason));
  },
});

export const config = { path: "/api/admin/circulars/:id/take-down" };
