import type { StoreRow } from "../stores/stores-queries.server.ts";
import type { AdminStoreJson } from "../stores/store-json.ts";
import { serializeStore } from "../stores/serialize.server.ts";

/** The public store shape plus what only admins see. */
export const serializeAdminStore = (row: StoreRow): AdminStoreJson => ({
  ...serializeStore(row),
  // The admin edits the found image itself, not the owner's main photo that the public shape shows.
  imageUrl: row.imageUrl,
  deletedAt: row.deletedAt?.toISOString() ?? null,
  mergedIntoId: row.mergedIntoId ?? null,
  outOfScopeReason: row.outOfScopeReason ?? null,
  scopeKeptAt: row.scopeKeptAt?.toISOString() ?? null,
});
