// GET /api/circulars/{id} - the store's circulars, newest first (owner or admin only).
// DELETE /api/circulars/{circularId} - body {groceryStoreId}; removes the circular and its file.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { listCirculars } from "../src/circulars/circulars-queries.server.ts";
import { deleteCircular } from "../src/circulars/delete-circular.server.ts";
import { requireCircularOwner } from "../src/owners/require-owner.server.ts";
import { serializeCircular } from "../src/circulars/serialize.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { notFound } from "../src/platform/errors.server.ts";
import { readJson } from "../src/platform/read-json.server.ts";
import { isUuid } from "../src/stores/identifier.server.ts";
import { findStore, requireStoreId } from "../src/stores/find-store.server.ts";
import { deleteCircularSchema } from "../src/circulars/circulars.ts";

export default handle({
  GET: async (_request: Request, context: Context) => {
    const db = await getDb();
    const store = await findStore(db, requireStoreId(context.params.id));
    await requireCircularOwner(db, store.id, context);
    const now = new Date();
    return json((await listCirculars(db, store.id)).map((row) => serializeCircular(row, now)));
  },
  DELETE: async (request: Request, context: Context) => {
    const { groceryStoreId } = deleteCircularSchema.parse(await readJson(request));
    const circularId = context.params.id;
    if (!circularId || !isUuid(circularId)) throw notFound("Failed to delete circular");
    const db = await getDb();
    await deleteCircular(db, circularId.toLowerCase(), groceryStoreId.toLowerCase(), context);
    return json({ message: "Circular deleted successfully" });
  },
});

export const config = { path: "/api/circulars/:id" };
