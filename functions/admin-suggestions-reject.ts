// POST /api/admin/suggestions/{id}/reject - { reason? }: the listing stays as it is; the suggester,
// if they left an e-mail, is told (with the reason). Audited (ADR 045). Admins only.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/admin/require-admin.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { readJson } from "../src/platform/read-json.server.ts";
import { requireSuggestionId } from "../src/review/find-suggestion.server.ts";
import { rejectSuggestion } from "../src/review/reject-suggestion.server.ts";
import { rejectSuggestionSchema } from "../src/review/suggestion-schema.ts";

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
