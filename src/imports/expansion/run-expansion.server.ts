// An expansion run (ADR 020): visits the next N unscraped areas one at a time, asks Overpass about
// each, and writes each area in its own transaction. The worker holds the run by a lease it renews
// before every request; a run whose lease ran out (the process stopped) is taken over where it
// stopped, and since areas are marked scraped with their stores, nothing is written twice.
import { isValidJobSignature, jobSignature } from "../../platform/job-signature.server.ts";
import type { Db } from "../../../db/client.ts";
import {
  claimRun,
  ensureAreas,
  finishRun,
  getRun,
  nextArea,
  releaseLease,
  renewLease,
  type ExpansionRun,
} from "../expansion-queries.server.ts";
import { env } from "../../platform/env.server.ts";
import { SITE_NAME } from "../../site/site.ts";
import { requestRebuild } from "../../site/request-rebuild.server.ts";
import { applyArea } from "./apply-area.server.ts";
import AREAS from "./areas.json" with { type: "json" };
import { DEFAULT_ATTEMPTS, OverpassError, queryOverpass, type OverpassOptions } from "./overpass-client.server.ts";
import { overpassQuery } from "./overpass-query.server.ts";
import { planArea } from "./plan-area.server.ts";

export const AREA_LIST = AREAS;

export function overpassOptions(): OverpassOptions {
  const { OVERPASS_URL, OVERPASS_TIMEOUT_SECONDS, OVERPASS_BACKOFF_MS, SITE_URL, CONTACT_EMAIL } = env();
  return {
    url: OVERPASS_URL,
    // The usage policy asks for a User-Agent that identifies the application and a contact.
    userAgent: `SmallTownGrocers/1.0 (${SITE_NAME} store directory; ${SITE_URL}; ${CONTACT_EMAIL})`,
    timeoutMs: OVERPASS_TIMEOUT_SECONDS * 1000,
    backoffMs: OVERPASS_BACKOFF_MS,
    attempts: DEFAULT_ATTEMPTS,
  };
}

/** Long enough for one area's request with all its retries, and the area's write. */
export function leaseMs(options: OverpassOptions): number {
  const attempts = options.attempts ?? DEFAULT_ATTEMPTS;
  return options.timeoutMs * attempts + options.backoffMs * (2 ** attempts - 1) + 60_000;
}

export async function prepareAreas(db: Db): Promise<void> {
  await ensureAreas(db, AREA_LIST);
}

export interface ProcessOptions {
  overpass?: OverpassOptions;
  /** Stop (lease kept, as a crash would) after this many areas: tests of resuming. */
  crashAfterAreas?: number;
  /** Hand the run back before this time (Netlify's background functions stop at 15 minutes). */
  deadline?: number;
}

export type ProcessOutcome = "completed" | "failed" | "held elsewhere" | "crashed" | "paused";

/** Works on a run until it is done, fails, or the deadline comes. */
export async function processRun(db: Db, runId: number, options: ProcessOptions = {}): Promise<ProcessOutcome> {
  const overpass = options.overpass ?? overpassOptions();
  const lease = () => new Date(Date.now() + leaseMs(overpass));
  let run: ExpansionRun | undefined = await claimRun(db, runId, lease(), new Date());
  if (!run) return "held elsewhere";
  let done = 0;
  let changed = 0;
  try {
    while (run.areasProcessed < run.areasToProcess) {
      if (options.crashAfterAreas !== undefined && done >= options.crashAfterAreas) return "crashed";
      if (options.deadline !== undefined && Date.now() > options.deadline) {
        await releaseLease(db, runId);
        return "paused";
      }
      const area = await nextArea(db);
      if (!area) break;
      await renewLease(db, runId, lease());
      let answer;
      try {
        answer = await queryOverpass(
          overpassQuery({ latitude: area.latitude!, longitude: area.longitude!, radiusMetres: area.radiusMetres }),
          overpass,
        );
      } catch (error) {
        if (!(error instanceof OverpassError)) throw error;
        // The area stays unscraped: the next run asks about it again.
        await finishRun(db, runId, "failed", `${area.name}, ${area.state}: ${error.message}`);
        return "failed";
      }
      const planned = planArea(answer.elements, {
        ...area,
        latitude: area.latitude!,
        longitude: area.longitude!,
        zipCode: area.zipCode ?? "",
      });
      const result = await applyArea(db, runId, area, planned);
      changed += result.added + result.updated;
      done++;
      run = await getRun(db, runId);
      if (!run || run.status !== "running") return "failed";
    }
    await finishRun(db, runId, "completed");
    return "completed";
  } catch (error) {
    await finishRun(db, runId, "failed", `Expansion stopped: ${(error as Error).message}`).catch(() => {});
    throw error;
  } finally {
    if (changed > 0) await requestRebuild(db, `OpenStreetMap expansion: ${changed} stores added or updated`);
  }
}

// The background function is reachable from the Internet: only this server, which knows
// HASH_SECRET, can ask it to work on a run.
export const runSignature = (runId: number) => jobSignature("expansion-run", runId);

export const isValidRunSignature = (runId: number, signature: string) =>
  isValidJobSignature("expansion-run", runId, signature);
