import type { Context } from "@netlify/functions";
import type { Db } from "../../db/client.ts";
import { getStoreClosedAt } from "../stores/stores-queries.server.ts";
import { ApiError } from "../platform/errors.server.ts";
import { refuseIfClosed } from "../stores/closed-store.server.ts";
import { circularAccess } from "./owner-access.server.ts";

/** The owner's (or an admin's) access, or 401 without proof / 403 for another address. */
export async function requireCircularOwner(db: Db, storeId: string, context: Pick<Context, "cookies">) {
  const access = await circularAccess(db, storeId, context);
  if (!access.isOwner) throw new ApiError(access.email ? "forbidden" : "unauthorized", access.reason!);
  return access;
}

/** The owner's (or an admin's) access for a change: a store closed for good takes none (issue #43). */
export async function requireCircularWriter(db: Db, storeId: string, context: Pick<Context, "cookies">) {
  const access = await requireCircularOwner(db, storeId, context);
  refuseIfClosed({ closedAt: (await getStoreClosedAt(db, storeId)) ?? null }, "circular");
  return access;
}
