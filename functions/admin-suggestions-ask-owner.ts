// POST /api/admin/suggestions/{id}/ask-owner - {}: e-mails a claimed store's verified owner the
// suggestion with their listing editor's link; the editor shows it (ADR 045). Admins only.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/server/admin/require-admin.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { readJson } from "../src/server/http/read-json.ts";
import { askOwner } from "../src/server/suggestions/ask-owner.ts";
import { requireSuggestionId } from "../src/server/suggestions/find-suggestion.ts";
import { z } from "../src/shared/validation/zod.ts";

export default handle({
  POST: async (request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    z.object({}).parse(await readJson(request));
    return json(await askOwner(db, requireSuggestionId(context.params.id)));
  },
});

export const config = { path: "/api/admin/suggestions/:id/ask-owner" };
