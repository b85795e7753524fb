// Unsubscribe from the link in every newsletter mail (and its List-Unsubscribe header). The link's
// GET only shows the page whose button unsubscribes (ADR 057); the POST acts.
import type { Db } from "../../db/client.ts";
import { getSubscriberById, setSubscriberStatus } from "./newsletter-queries.server.ts";
import { verifyUnsubscribeToken } from "./unsubscribe-token.server.ts";

/** What the link's page shows: the button, that it is already done, or that the link is not ours. */
export async function unsubscribeLinkState(db: Db, token: string): Promise<"subscribed" | "unsubscribed" | "unknown"> {
  const id = verifyUnsubscribeToken(token);
  const subscriber = id ? await getSubscriberById(db, id) : undefined;
  if (!subscriber) return "unknown";
  return subscriber.status === "unsubscribed" ? "unsubscribed" : "subscribed";
}

export async function unsubscribe(db: Db, token: string): Promise<boolean> {
  const id = verifyUnsubscribeToken(token);
  if (!id || !(await getSubscriberById(db, id))) return false;
  await setSubscriberStatus(db, id, "unsubscribed");
  return true;
}
