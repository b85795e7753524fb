// The weekly run (ADR 039): every recipient's digest for this ISO week, each claimed in the
// database before it is sent. A second run, or two at once, mail nobody twice; a run stopped by
// its deadline or a crash is taken over by the next one, which starts with whoever has no row yet.
import type { Db } from "../../../db/client.ts";
import {
  claimDigestSends,
  failInterruptedSends,
  finishDigestSends,
  nextDigestRecipients,
  type DigestArea,
} from "../newsletter-digest-queries.server.ts";
import { env } from "../../platform/env.server.ts";
import { postalAddress } from "../../platform/postal-address.server.ts";
import { sendBulkMail, type Mail } from "../../platform/send-mail.server.ts";
import { chooseTownUrlWithToken, listUnsubscribeHeadersFor, unsubscribeUrlWithToken } from "../links.server.ts";
import { unsubscribeToken } from "../unsubscribe-token.server.ts";
import { composeDigest } from "./compose.server.ts";
import { isEmptyDigest, type DigestContent } from "./content.server.ts";
import { loadDigestContent } from "./load-content.server.ts";
import { isoWeek } from "./week.server.ts";

// Claimed together, sent, then recorded together: three statements per batch instead of two per
// mail. A crash mid-batch leaves at most this many claims unfinished; they end as interrupted and
// are not sent again that week (never twice, at the price of missing one week).
const BATCH = 50;
// Recipients read at once (two statements a page); claimed from it a batch at a time.
const PAGE = 500;
// Stands for the subscriber's signed token while an area's digest is rendered once; replaced in
// each copy. Braces and percent signs survive HTML escaping and never occur in a token or a URL.
const TOKEN = "{%subscriber-token%}";
// Mails composed and handed to the transport at once: writing .eml files and SMTP both wait on I/O.
const IN_FLIGHT = 8;
// A claim this old with no outcome belongs to a run that died (a live one finishes a mail in seconds).
const STALE_CLAIM_MS = 10 * 60_000;

export interface DigestRunOptions {
  now?: Date;
  /** Stop before claiming the next batch after this time (epoch ms); the next run resumes. */
  deadline?: number;
  send?: (mail: Mail) => Promise<void>;
  /** Subscribers claimed at once (tests use small batches). */
  batchSize?: number;
  /** Recipients read from the database at once (tests use small pages). */
  pageSize?: number;
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
  const send = options.send ?? sendBulkMail;
  const week = isoWeek(now);
  const { SITE_URL, CONTACT_EMAIL } = env();
  const postal = postalAddress();
  const result: DigestRunResult = { week, sent: 0, skipped: 0, failed: 0, interrupted: 0, done: false };
  result.interrupted = await failInterruptedSends(db, week, new Date(Date.now() - STALE_CLAIM_MS));

  // Every subscriber of one area gets the same digest: loaded and rendered once per area and run,
  // with a stand-in for the token that each subscriber's copy replaces with their own.
  const digests = new Map<string, Promise<ReturnType<typeof composeDigest> | null>>();
  const digestFor = (area: DigestArea) => {
    const key = areaKey(area);
    if (!digests.has(key)) {
      digests.set(
        key,
        loadDigestContent(db, area, now).then((content: DigestContent | null) =>
          !content || isEmptyDigest(content)
            ? null
            : composeDigest(content, {
                siteUrl: SITE_URL,
                contactEmail: CONTACT_EMAIL,
                postalAddress: postal,
                unsubscribeUrl: unsubscribeUrlWithToken(TOKEN),
                changeAreaUrl: chooseTownUrlWithToken(TOKEN),
              }),
        ),
      );
    }
    return digests.get(key)!;
  };
  const mailFor = (subscriber: { id: string; email: string }, digest: ReturnType<typeof composeDigest>): Mail => {
    const token = unsubscribeToken(subscriber.id);
    return {
      to: subscriber.email,
      subject: digest.subject,
      text: digest.text.replaceAll(TOKEN, token),
      html: digest.html.replaceAll(TOKEN, token),
      headers: listUnsubscribeHeadersFor(unsubscribeUrlWithToken(token)),
    };
  };

  const batchSize = options.batchSize ?? BATCH;
  let afterId: string | null = null;
  for (;;) {
    if (options.deadline !== undefined && Date.now() >= options.deadline) return result;
    const page = await nextDigestRecipients(db, week, afterId, Math.max(options.pageSize ?? PAGE, batchSize));
    if (page.lastId === afterId) return { ...result, done: true };
    afterId = page.lastId;
    for (let start = 0; start < page.recipients.length; start += batchSize) {
      if (options.deadline !== undefined && Date.now() >= options.deadline) return result;
      await sendBatch(page.recipients.slice(start, start + batchSize));
    }
  }

  async function sendBatch(batch: Awaited<ReturnType<typeof nextDigestRecipients>>["recipients"]) {
    const claims = await claimDigestSends(db, week, batch);
    const claimed = batch.filter((s) => claims.has(s.id));
    const outcome = { sent: [] as number[], skipped: [] as number[], failed: [] as Array<[number, string]> };
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < claimed.length; i = next++) {
        const subscriber = claimed[i]!;
        const claim = claims.get(subscriber.id)!;
        const digest = await digestFor(areaOf(subscriber));
        if (!digest) {
          outcome.skipped.push(claim);
          continue;
        }
        try {
          await send(mailFor(subscriber, digest));
          outcome.sent.push(claim);
        } catch (error) {
          // Not retried this week: the provider may have taken the message before failing.
          outcome.failed.push([claim, (error as Error).message.slice(0, 500)]);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, claimed.length) }, worker));
    await finishDigestSends(db, outcome.sent, "sent");
    await finishDigestSends(db, outcome.skipped, "skipped");
    for (const [claim, message] of outcome.failed) await finishDigestSends(db, [claim], "failed", message);
    result.sent += outcome.sent.length;
    result.skipped += outcome.skipped.length;
    result.failed += outcome.failed.length;
  }
}
