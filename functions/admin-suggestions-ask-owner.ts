// POST /api/admin/suggestions/{id}/ask-owner - {}: e-mails a claimed store's verified owner the
// suggestion with their listing editor's link; the editor shows it (ADR 045). Admins only.
import { admin } from "../src/admin/admin-handler.server.ts";
import { handle } from "../src/platform/handler.server.ts";
import { z } from "../src/platform/zod.ts";
import { askOwner } from "../src/review/ask-owner.server.ts";
import { requireSuggestionId } from "../src/review/find-suggestion.server.ts";

export default handle({
  POST: admin({
    params: { id: requireSuggestionId },
    body: z.object({}),
    run: (db, { params }) => askOwner(db, params.id),
  }),
});

export const config = { path: "/api/admin/suggestions/:id/ask-owner" };
