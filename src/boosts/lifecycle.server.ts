// The clock side of boosts, run every few minutes: a boost whose period ended asks for a rebuild so
// the static pages drop its badge (live checks already have), and the owner of a one-time boost
// ending within 3 days gets one reminder with a renew link, unless a next boost is already bought.
import type { Db } from "../../db/client.ts";
import {
  boostsEndedWithoutRebuild,
  latestActiveEnd,
  markEndRebuildRequested,
  markReminderSent,
  oneTimeBoostsEndingWithin,
  updateBoost,
} from "./boosts-queries.server.ts";
import { REMINDER_DAYS_BEFORE_END } from "./plans.ts";
import { requestRebuild } from "../site/request-rebuild.server.ts";
import { sendBoostEndingMail } from "./boost-mail.server.ts";
import { sendMailQuietly } from "../platform/send-mail.server.ts";

export async function runBoostLifecycle(db: Db): Promise<{ ended: number; reminded: number }> {
  const ended = await boostsEndedWithoutRebuild(db);
  if (ended.length) {
    await requestRebuild(db, `${ended.length} boost(s) ended`);
    await markEndRebuildRequested(
      db,
      ended.map((b) => b.id),
    );
  }

  let reminded = 0;
  for (const { boost, storeName } of await oneTimeBoostsEndingWithin(db, REMINDER_DAYS_BEFORE_END)) {
    const next = await latestActiveEnd(db, boost.groceryStoreId, boost.id);
    // Claimed before sending, so two overlapping runs mail once.
    if (!(await markReminderSent(db, boost.id))) continue;
    if (next && next > boost.currentPeriodEnd!) continue;
    const sent = await sendMailQuietly("boost reminder", () =>
      sendBoostEndingMail({
        to: boost.customerEmail,
        name: boost.customerName,
        storeName,
        storeId: boost.groceryStoreId,
        endsAt: boost.currentPeriodEnd!,
      }),
    );
    if (sent) reminded++;
    // Try again on the next run.
    else await updateBoost(db, boost.id, { reminderSentAt: null });
  }
  return { ended: ended.length, reminded };
}
