// POST /api/admin/expansion/run: starts a run over the next N areas (5, 10, 25 or 50; 10 when not
// given). One run at a time: a run still working answers 409; a run whose worker stopped (a restart
// mid-run) is taken over instead of starting a second one.
import type { Db } from "../../../db/client.ts";
import { countScrapedAreas, createRun, runningRun, type ExpansionRun } from "../expansion-queries.server.ts";
import { AREA_CHOICES, DEFAULT_AREAS, type AreasToProcess } from "../expansion-json.ts";
import { ADMIN_ACTOR, recordAudit } from "../../admin/audit.server.ts";
import { ApiError } from "../../platform/errors.server.ts";
import { queueRun } from "./queue-run.server.ts";
import { AREA_LIST, prepareAreas } from "./run-expansion.server.ts";

export function parseRunRequest(body: unknown): AreasToProcess {
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw new ApiError("bad_request", 'Send a JSON object such as { "areasToProcess": 10 }.');
  }
  const unknownKey = Object.keys(body).find((key) => key !== "areasToProcess");
  if (unknownKey) throw new ApiError("bad_request", `Unknown field "${unknownKey}".`);
  const value = (body as { areasToProcess?: unknown }).areasToProcess;
  if (value === undefined) return DEFAULT_AREAS;
  if (!AREA_CHOICES.includes(value as AreasToProcess)) {
    throw new ApiError("bad_request", "areasToProcess must be 5, 10, 25 or 50.", {
      fields: { areasToProcess: "must be 5, 10, 25 or 50" },
    });
  }
  return value as AreasToProcess;
}

/** A running run whose lease ran out, or that no worker claimed within a minute, lost its worker. */
export function isOrphaned(run: ExpansionRun, now = new Date()): boolean {
  if (run.status !== "running") return false;
  if (run.leaseUntil) return run.leaseUntil.getTime() < now.getTime();
  return now.getTime() - run.startedAt.getTime() > 60_000;
}

export async function startRun(
  db: Db,
  areasToProcess: AreasToProcess,
): Promise<{ run: ExpansionRun; resumed: boolean }> {
  await prepareAreas(db);
  const active = await runningRun(db);
  if (active && !isOrphaned(active)) throw new ApiError("conflict", "An expansion run is already in progress.");
  if (active) {
    await recordAudit(db, {
      actor: ADMIN_ACTOR,
      action: "expansion.resume",
      entityType: "expansion_run",
      entityId: String(active.id),
    });
    await queueRun(db, active.id);
    return { run: active, resumed: true };
  }
  if ((await countScrapedAreas(db)) >= AREA_LIST.length) {
    throw new ApiError("conflict", `All ${AREA_LIST.length} areas have been expanded already.`);
  }
  const run = await createRun(db, areasToProcess);
  await recordAudit(db, {
    actor: ADMIN_ACTOR,
    action: "expansion.start",
    entityType: "expansion_run",
    entityId: String(run.id),
    after: { areasToProcess },
  });
  await queueRun(db, run.id);
  return { run, resumed: false };
}
