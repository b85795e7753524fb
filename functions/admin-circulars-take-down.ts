// POST /api/admin/circulars/{id}/take-down - { reason } (required): removes the circular, audits it,
// mails the reason to the store's verified owner; pages change at the next rebuild (ADR 037).
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/admin/require-admin.server.ts";
import { CIRCULAR_GONE, takeDownCircular } from "../src/circulars/admin-circulars.server.ts";
import { notFound } from "../src/platform/errors.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { readJson } from "../src/platform/read-json.server.ts";
import { isUuid } from "../src/stores/identifier.server.ts";
import { takeDownSchema } from "../src/circulars/circulars.ts";

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
