// POST /api/admin/grocery-stores/{id}/keep-in-scope - {}: keeps a store the scope rule marked out of
// scope (issue #47 item 2); the mark goes and never comes back. Audited. Admins only.
import type { Context } from "@netlify/functions";
import { z } from "zod";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/admin/require-admin.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { readJson } from "../src/platform/read-json.server.ts";
import { keepStoreInScope } from "../src/scope/keep-in-scope.server.ts";
import { requireStoreId } from "../src/stores/find-store.server.ts";

export default handle({
  POST: async (request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    // The body is an empty object; reading it runs the same size and type guards as every other write.
    z.object({}).parse(await readJson(request));
    const keptAt = await keepStoreInScope(db, requireStoreId(context.params.id));
    return json({ outOfScopeReason: null, scopeKeptAt: keptAt.toISOString() });
  },
});

export const config = { path: "/api/admin/grocery-stores/:id/keep-in-scope" };
