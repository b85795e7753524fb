// Every photo change is a row of the store's history (owner-editing/store-history.ts), written in the
// change's own transaction: `before`/`after` hold `{ photos: <what one reads> }` like a field change.
import type { Tx } from "../../db/client.ts";
import { PHOTO_ACTIONS, STORE_ENTITY } from "./owner-edits-queries.server.ts";
import type { StorePhoto } from "../../db/schema.ts";
import { recordAudit } from "../admin/audit.server.ts";

type PhotoAction = keyof typeof PHOTO_ACTIONS;

/** How a photo reads in the history: its description, else its id. */
export const photoLabel = (photo: Pick<StorePhoto, "id" | "altText">) =>
  photo.altText?.trim() ? `"${photo.altText.trim()}"` : `photo ${photo.id}`;

export async function auditPhotoChange(
  tx: Tx,
  input: {
    action: PhotoAction;
    actor: string;
    storeId: string;
    before: string | null;
    after: string | null;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await recordAudit(tx, {
    actor: input.actor,
    action: PHOTO_ACTIONS[input.action],
    entityType: STORE_ENTITY,
    entityId: input.storeId,
    before: { photos: input.before },
    after: { photos: input.after, ...input.details },
  });
}
