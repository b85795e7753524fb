// The verified owner hears of a photo an admin removed, with the reason and the editor's link (ADR 046).
// Mail is a notice, not part of the change: a failure is logged and never undoes the removal.
import type { Db } from "../../db/client.ts";
import { verifiedOwnerEmails } from "./owners-queries.server.ts";
import type { StorePhoto } from "../../db/schema.ts";
import { renderMail } from "../platform/mail-layout.server.ts";
import { sendMail, sendMailQuietly } from "../platform/send-mail.server.ts";
import { ownerEditAction } from "./edit-link.server.ts";
import { photoLabel } from "./photo-audit.server.ts";

interface Removal {
  storeId: string;
  storeName: string;
  photo: StorePhoto;
}

async function mailPhotoRemoval(db: Db, { storeId, storeName, photo }: Removal, reason: string) {
  const owners = await verifiedOwnerEmails(db, storeId);
  const content = renderMail({
    paragraphs: [
      `We removed a photo (${photoLabel(photo)}) from the listing of ${storeName}.`,
      `The reason: ${reason}`,
      "It leaves the store's page at the next update of the site. You can add other photos on your listing's page. Reply to this message if you think this is a mistake.",
    ],
    action: ownerEditAction(storeId),
  });
  for (const to of owners) await sendMail({ to, subject: `Photo removed from ${storeName}`, ...content });
}

export function mailPhotoRemovalQuietly(db: Db, removal: Removal, reason: string): Promise<boolean> {
  return sendMailQuietly(`photo removal mail for store ${removal.storeId}`, () =>
    mailPhotoRemoval(db, removal, reason),
  );
}
