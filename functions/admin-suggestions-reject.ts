// POST /api/admin/suggestions/{id}/reject - { reason? }: the listing stays as it is; the suggester,
// if they left an e-mail, is told (with the reason). Audited (ADR 045). Admins only.
import { admin } from "../src/admin/admin-handler.server.ts";
import { handle } from "../src/platform/handler.server.ts";
import { requireSuggestionId } from "../src/review/find-suggestion.server.ts";
import { rejectSuggestion } from "../src/review/reject-suggestion.server.ts";
import { rejectSuggestionSchema } from "../src/review/suggestion-schema.ts";

export default handle({
  POST: admin({
    params: { id: requireSuggestionId },
    body: rejectSuggestionSchema,
    run: (db, { params, body }) => rejectSuggestion(db, params.id, body.reason ?? null),
  }),
});

export const config = { path: "/api/admin/suggestions/:id/reject" };
