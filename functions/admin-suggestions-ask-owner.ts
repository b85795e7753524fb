// POST /api/admin/suggestions/{id}/ask-owner - {}: e-mails a claimed store's verified owner the
// suggestion with their listing editor's link; the editor shows it (ADR 045). Admins only.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/admin/require-admin.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { readJson } from "../src/platform/read-json.server.ts";
import { askOwner } from "../src/review/ask-owner.server.ts";
import { requireSuggestionId } from "../src/review/find-suggestion.server.ts";
import { z } from "../src/platform/zod.ts";

export default handle({
  POST: async (request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    z.object({}).parse(await readJson(request));
    return json(await askOwner(db, requireSuggestionId(context.params.id)));
  },
});

export const config = { path: "/api/admin/suggestions/:id/ask-owner" };
