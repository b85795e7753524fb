// POST /api/admin/suggestions/{id}/accept - { value?, keep? }: applies a suggested edit (the
// corrected value for phone, hours, website and address; closes, deletes or merges the store for
// the other kinds), audited (ADR 045). Admins only.
import { admin } from "../src/admin/admin-handler.server.ts";
import { handle } from "../src/platform/handler.server.ts";
import { acceptSuggestion } from "../src/review/accept-suggestion.server.ts";
import { requireSuggestionId } from "../src/review/find-suggestion.server.ts";
import { acceptSuggestionSchema } from "../src/review/suggestion-schema.ts";

export default handle({
  POST: admin({
    params: { id: requireSuggestionId },
    body: acceptSuggestionSchema,
    run: (db, { params, body }) => acceptSuggestion(db, params.id, body),
  }),
});

export const config = { path: "/api/admin/suggestions/:id/accept" };
