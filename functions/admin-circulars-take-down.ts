// POST /api/admin/circulars/{id}/take-down - { reason } (required): removes the circular, audits it,
// mails the reason to the store's verified owner; pages change at the next rebuild (ADR 037).
import { admin, uuidParam } from "../src/admin/admin-handler.server.ts";
import { CIRCULAR_GONE, takeDownCircular } from "../src/circulars/admin-circulars.server.ts";
import { takeDownSchema } from "../src/circulars/circulars.ts";
import { handle } from "../src/platform/handler.server.ts";

export default handle({
  POST: admin({
    params: { id: uuidParam(CIRCULAR_GONE) },
    body: takeDownSchema,
    run: (db, { params, body }) => takeDownCircular(db, params.id, body.reason),
  }),
});

export const config = { path: "/api/admin/circulars/:id/take-down" };
