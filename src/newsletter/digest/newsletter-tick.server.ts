// One tick of the newsletter's clock, the same in production (a scheduled function every 10
// minutes) and under npm start: ask town-less subscribers for their town, then, once the week's
// digest is due, send whatever of it is not sent yet (ADR 039).
import type { Db } from "../../../db/client.ts";
import { askForTowns } from "../ask-for-town.server.ts";
import { runWeeklyDigest, type DigestRunResult } from "./run.server.ts";
import { isDigestDue } from "./schedule.server.ts";

export async function newsletterTick(
  db: Db,
  options: { now?: Date; deadline?: number } = {},
): Promise<{ asked: number; digest: DigestRunResult | null }> {
  const now = options.now ?? new Date();
  const { asked } = await askForTowns(db, { deadline: options.deadline });
  const digest = isDigestDue(now) ? await runWeeklyDigest(db, { now, deadline: options.deadline }) : null;
  return { asked, digest };
}

export function describeTick({ asked, digest }: Awaited<ReturnType<typeof newsletterTick>>): string {
  const prompt = `${asked} asked for their town`;
  if (!digest) return `newsletter: ${prompt}; digest not due yet`;
  const { week, sent, skipped, failed, interrupted, done } = digest;
  return `newsletter: ${prompt}; digest ${week}: ${sent} sent, ${skipped} skipped (nothing new), ${failed} failed, ${interrupted} interrupted${done ? "" : ", more next run"}`;
}
