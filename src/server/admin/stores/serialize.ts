import type { StoreRow } from "../../../../db/queries/stores.ts";
import { serializeStore } from "../../stores/serialize.ts";

/** The public store shape plus what only admins see. */
export const serializeAdminStore = (row: StoreRow) => ({
  ...serializeStore(row),
  deletedAt: row.deletedAt?.toISOString() ?? null,
});
