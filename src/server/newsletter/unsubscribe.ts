// One-click unsubscribe from the link in every newsletter mail (and its List-Unsubscribe header).
import type { Db } from "../../../db/client.ts";
import { getSubscriberById, setSubscriberStatus } from "../../../db/queries/newsletter.ts";
import { verifyUnsubscribeToken } from "./unsubscribe-token.ts";

export async function unsubscribe(db: Db, token: string): Promise<boolean> {
  const id = verifyUnsubscribeToken(token);
  if (!id || !(await getSubscriberById(db, id))) return false;
  await setSubscriberStatus(db, id, "unsubscribed");
  return true;
}
