// POST /api/admin/suggestions/{id}/accept - { value?, keep? }: applies a suggested edit (the
// corrected value for phone, hours, website and address; closes, deletes or merges the store for
// the other kinds), audited (ADR 045). Admins only.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/admin/require-admin.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { readJson } from "../src/platform/read-json.server.ts";
import { acceptSuggestion } from "../src/review/accept-suggestion.server.ts";
import { requireSuggestionId } from "../src/review/find-suggestion.server.ts";
import { acceptSuggestionSchema } from "../src/review/suggestion-schema.ts";

export default handle({
  POST: async (request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    const body = await readJson(request);
    const id = requireSuggestionId(context.params.id);
    return json(await acceptSuggestion(db, id, acceptSuggestionSchema.parse(body)));
  },
});

export const config = { path: "/api/admin/suggestions/:id/accept" };
