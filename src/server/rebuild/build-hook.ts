// Production: posts to the Netlify build hook. Coalescing happens through the stale marker.
import { getDb } from "../../../db/client.ts";
import { getRebuildState, markRebuildStarted } from "../../../db/queries/rebuilds.ts";
import { env } from "../../config/env.ts";
import { isStale } from "./rebuild-policy.ts";

export type HookResult = "triggered" | "up-to-date" | "no-hook-configured";

export async function triggerBuildHook(options: { force: boolean }): Promise<HookResult> {
  const hook = env().BUILD_HOOK_URL;
  if (!hook) return "no-hook-configured";
  const db = await getDb();
  const state = await getRebuildState(db);
  if (!options.force && !isStale(state)) return "up-to-date";
  const startedAt = new Date();
  const response = await fetch(hook, { method: "POST", signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`build hook answered ${response.status}`);
  await markRebuildStarted(db, startedAt);
  return "triggered";
}
