// DELETE /api/circulars/{circularId}: the owner (or an admin) removes a circular and its file.
// Deleting frees its place in the quota (ADR 018), as the spec's quota message promises.
import type { Context } from "@netlify/functions";
import type { Db } from "../../db/client.ts";
import { deleteCircularRow } from "./circulars-queries.server.ts";
import { ADMIN_ACTOR } from "../admin/audit.server.ts";
import { notFound } from "../platform/errors.server.ts";
import { requestRebuild } from "../site/request-rebuild.server.ts";
import { deleteCircularFile } from "./blob-store.server.ts";
import { mailOwnerQuietly } from "./owner-mail.server.ts";
import { requireCircularWriter } from "../owners/require-owner.server.ts";

export const CIRCULAR_NOT_FOUND = "Failed to delete circular";

export async function deleteCircular(db: Db, circularId: string, storeId: string, context: Pick<Context, "cookies">) {
  const access = await requireCircularWriter(db, storeId, context);
  const row = await deleteCircularRow(db, circularId, storeId);
  if (!row) throw notFound(CIRCULAR_NOT_FOUND);
  if (row.thumbnailKey) await deleteCircularFile(row.thumbnailKey).catch(() => {});
  await deleteCircularFile(row.blobKey).catch((error: unknown) => {
    // The row is gone, so nothing shows the file; an orphan blob is only storage.
    console.warn(`circular ${circularId}: file not deleted: ${(error as Error).message}`);
  });
  if (row.status === "active") await requestRebuild(db, `circular ${circularId} deleted`);
  // Only a published circular spoke for the store; a failed or unprocessed one was never shown.
  if (row.status === "active") {
    await mailOwnerQuietly(db, row, { kind: "removed", by: access.actor === ADMIN_ACTOR ? "admin" : "owner" });
  }
}
