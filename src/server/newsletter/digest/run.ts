// The weekly run (ADR 039): every recipient's digest for this ISO week, each claimed in the
// database before it is sent. A second run, or two at once, mail nobody twice; a run stopped by
// its deadline or a crash is taken over by the next one, which starts with whoever has no row yet.
import type { Db } from "../../../../db/client.ts";
import {
  claimDigestSend,
  failInterruptedSends,
  finishDigestSend,
  nextDigestRecipients,
  type DigestArea,
} from "../../../../db/queries/newsletter-digest.ts";
import { env } from "../../../config/env.ts";
import { postalAddress } from "../../mail/postal-address.ts";
import { sendMail, type Mail } from "../../mail/send-mail.ts";
import { chooseTownUrl, listUnsubscribeHeaders, unsubscribeUrl } from "../links.ts";
import { composeDigest } from "./compose.ts";
import { isEmptyDigest, type DigestContent } from "./content.ts";
import { loadDigestContent } from "./load-content.ts";
import { isoWeek } from "./week.ts";

const BATCH = 500;
// A claim this old with no outcome belongs to a run that died (a live one finishes a mail in seconds).
const STALE_CLAIM_MS = 10 * 60_000;

export interface DigestRunOptions {
  now?: Date;
  /** Stop before claiming the next subscriber after this time (epoch ms); the next run resumes. */
  deadline?: number;
  send?: (mail: Mail) => Promise<void>;
}

export interface DigestRunResult {
  week: string;
  sent: number;
  skipped: number;
  failed: number;
  /** Claims of a crashed run, ended as failed (never sent twice). */
  interrupted: number;
  /** false when the deadline stopped the run with recipients left. */
  done: boolean;
}

const areaOf = (s: { cityId: number | null; state: string | null }): DigestArea =>
  s.cityId !== null ? { cityId: s.cityId } : { state: s.state! };
const areaKey = (area: DigestArea) => ("cityId" in area ? `city:${area.cityId}` : `state:${area.state}`);

export async function runWeeklyDigest(db: Db, options: DigestRunOptions = {}): Promise<DigestRunResult> {
  const now = options.now ?? new Date();
  const send = options.send ?? sendMail;
  const week = isoWeek(now);
  const { SITE_URL, CONTACT_EMAIL } = env();
  const postal = postalAddress();
  const result: DigestRunResult = { week, sent: 0, skipped: 0, failed: 0, interrupted: 0, done: false };
  result.interrupted = await failInterruptedSends(db, week, new Date(Date.now() - STALE_CLAIM_MS));

  // Every subscriber of one area gets the same content: loaded once per area and run.
  const contents = new Map<string, Promise<DigestContent | null>>();
  const contentFor = (area: DigestArea) => {
    const key = areaKey(area);
    if (!contents.has(key)) contents.set(key, loadDigestContent(db, area, now));
    return contents.get(key)!;
  };

  let afterId: string | null = null;
  for (;;) {
    const batch = await nextDigestRecipients(db, week, afterId, BATCH);
    if (batch.length === 0) return { ...result, done: true };
    for (const subscriber of batch) {
      if (options.deadline !== undefined && Date.now() >= options.deadline) return result;
      afterId = subscriber.id;
      const claim = await claimDigestSend(db, {
        subscriberId: subscriber.id,
        week,
        cityId: subscriber.cityId,
        state: subscriber.state,
      });
      if (claim === null) continue;
      const content = await contentFor(areaOf(subscriber));
      if (!content || isEmptyDigest(content)) {
        await finishDigestSend(db, claim, "skipped");
        result.skipped++;
        continue;
      }
      try {
        const mail = composeDigest(content, {
          siteUrl: SITE_URL,
          contactEmail: CONTACT_EMAIL,
          postalAddress: postal,
          unsubscribeUrl: unsubscribeUrl(subscriber.id),
          changeAreaUrl: chooseTownUrl(subscriber.id),
        });
        await send({ to: subscriber.email, ...mail, headers: listUnsubscribeHeaders(subscriber.id) });
        await finishDigestSend(db, claim, "sent");
        result.sent++;
      } catch (error) {
        // Not retried this week: the provider may have taken the message before failing.
        await finishDigestSend(db, claim, "failed", (error as Error).message.slice(0, 500));
        result.failed++;
      }
    }
  }
}
