import type { StoreRow } from "../../../../db/queries/stores.ts";
import type { AdminStoreJson } from "../../../shared/api/store.ts";
import { serializeStore } from "../../stores/serialize.ts";

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
