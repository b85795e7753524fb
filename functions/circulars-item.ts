// GET /api/circulars/{id} - the store's circulars, newest first (owner or admin only).
// DELETE /api/circulars/{circularId} - body {groceryStoreId}; removes the circular and its file.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { listCirculars } from "../db/queries/circulars.ts";
import { deleteCircular } from "../src/server/circulars/delete-circular.ts";
import { requireCircularOwner } from "../src/server/circulars/require-owner.ts";
import { serializeCircular } from "../src/server/circulars/serialize.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { notFound } from "../src/server/http/errors.ts";
import { readJson } from "../src/server/http/read-json.ts";
import { isUuid } from "../src/server/stores/identifier.ts";
import { findStore, requireStoreId } from "../src/server/stores/find-store.ts";
import { deleteCircularSchema } from "../src/shared/circulars/circulars.ts";

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
