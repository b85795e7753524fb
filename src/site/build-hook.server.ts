// Production: posts to the Netlify build hook. Coalescing happens through the stale marker; what
// deserves a build (content at once, votes after the vote interval) is rebuild-policy.ts's call.
import { getDb } from "../../db/client.ts";
import { getRebuildState, markRebuildStarted } from "./rebuilds-queries.server.ts";
import { env } from "../platform/env.server.ts";
import { scheduledBuild, voteRebuildIntervalMs } from "./rebuild-policy.server.ts";

export type HookResult =
  "triggered for content" | "triggered for votes" | "forced" | "up-to-date" | "no-hook-configured";

export async function triggerBuildHook(options: { force: boolean }): Promise<HookResult> {
  const hook = env().BUILD_HOOK_URL;
  if (!hook) return "no-hook-configured";
  const db = await getDb();
  const startedAt = new Date();
  const reason = options.force ? null : scheduledBuild(await getRebuildState(db), startedAt, voteRebuildIntervalMs());
  if (!options.force && !reason) return "up-to-date";
  const response = await fetch(hook, { method: "POST", signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`build hook answered ${response.status}`);
  await markRebuildStarted(db, startedAt);
  return reason ? `triggered for ${reason}` : "forced";
}
