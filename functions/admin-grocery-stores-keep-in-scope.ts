// POST /api/admin/grocery-stores/{id}/keep-in-scope - {}: keeps a store the scope rule marked out of
// scope (issue #47 item 2); the mark goes and never comes back. Audited. Admins only.
import { z } from "zod";
import { admin } from "../src/admin/admin-handler.server.ts";
import { handle } from "../src/platform/handler.server.ts";
import { keepStoreInScope } from "../src/scope/keep-in-scope.server.ts";
import { requireStoreId } from "../src/stores/find-store.server.ts";

export default handle({
  POST: admin({
    params: { id: requireStoreId },
    // The body is an empty object; reading it runs the same size and type guards as every other write.
    body: z.object({}),
    run: async (db, { params }) => {
      const keptAt = await keepStoreInScope(db, params.id);
      return { outOfScopeReason: null, scopeKeptAt: keptAt.toISOString() };
    },
  }),
});

export const config = { path: "/api/admin/grocery-stores/:id/keep-in-scope" };
