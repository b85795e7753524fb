// POST /api/admin/suggestions/{id}/accept - { value?, keep? }: applies a suggested edit (the
// corrected value for phone, hours, website and address; closes, deletes or merges the store for
// the other kinds), audited (ADR 045). Admins only.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/server/admin/require-admin.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { readJson } from "../src/server/http/read-json.ts";
import { acceptSuggestion } from "../src/server/suggestions/accept-suggestion.ts";
import { requireSuggestionId } from "../src/server/suggestions/find-suggestion.ts";
import { acceptSuggestionSchema } from "../src/shared/suggestions/suggestion-schema.ts";

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
