// POST /api/admin/suggestions/{id}/reject - { reason? }: the listing stays as it is; the suggester,
// if they left an e-mail, is told (with the reason). Audited (ADR 045). Admins only.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/server/admin/require-admin.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { readJson } from "../src/server/http/read-json.ts";
import { requireSuggestionId } from "../src/server/suggestions/find-suggestion.ts";
import { rejectSuggestion } from "../src/server/suggestions/reject-suggestion.ts";
import { rejectSuggestionSchema } from "../src/shared/suggestions/suggestion-schema.ts";

export default handle({
  POST: async (request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    const body = await readJson(request);
    const id = requireSuggestionId(context.params.id);
    const { reason } = rejectSuggestionSchema.parse(body);
    return json(await rejectSuggestion(db, id, reason ?? null));
  },
});

export const config = { path: "/api/admin/suggestions/:id/reject" };
