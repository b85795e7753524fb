// The admin's bulk runs (update all reviews, update all images): one running per kind, a row
// whose progress the screens poll, 500 ms between stores. On Netlify a synchronous function is
// frozen once it answers, so the run goes to a background function (15 minutes); under
// `npm start` and in tests the functions stay loaded and it runs in this process (as circulars do).
import type { Db } from "../../db/client.ts";
import {
  failStaleJobs,
  finishJob,
  getJob,
  insertJob,
  latestJob,
  listReviewableStores,
  listStoresNeedingImages,
  recordJobStep,
  type JobKind,
} from "./enrichment-queries.server.ts";
import type { StoreRow } from "../stores/stores-queries.server.ts";
import type { EnrichmentJob } from "../../db/schema.ts";
import { env } from "../platform/env.server.ts";
import { isValidJobSignature, jobSignature } from "../platform/job-signature.server.ts";
import { ApiError } from "../platform/errors.server.ts";
import { requestRebuild } from "../site/request-rebuild.server.ts";
import { discoverStoreImage, saveStoreImage } from "./find-store-image.server.ts";
import { pause, REQUEST_GAP_MS } from "./pace.server.ts";
import { requireReviewKeys, type ReviewKeys } from "./review-sources.server.ts";
import { ReviewsFailedError, updateStoreReviewsFor } from "./update-store-reviews.server.ts";

const running = new Set<Promise<void>>();

const ENRICHMENT_JOB = "enrichment-job";

export const isValidEnrichmentJobSignature = (id: string, signature: string): boolean =>
  isValidJobSignature(ENRICHMENT_JOB, id, signature);

const storesFor = (db: Db, kind: JobKind) =>
  kind === "images" ? listStoresNeedingImages(db) : listReviewableStores(db);

const WHAT = { images: "images", reviews: "reviews" } as const;

export async function startJob(db: Db, kind: JobKind): Promise<EnrichmentJob> {
  if (kind === "reviews") requireReviewKeys();
  await failStaleJobs(db, kind);
  const stores = await storesFor(db, kind);
  const job = await insertJob(db, kind, stores.length);
  if (!job) {
    const current = await latestJob(db, kind);
    throw new ApiError("conflict", `An update of all ${WHAT[kind]} is already running.`, {
      jobId: current?.id ?? null,
    });
  }
  await queueJob(db, job.id, kind);
  return job;
}

async function queueJob(db: Db, id: string, kind: JobKind): Promise<void> {
  if (env().NETLIFY === "true") {
    const response = await fetch(new URL("/.netlify/functions/enrichment-run-background", env().SITE_URL), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ id, signature: jobSignature(ENRICHMENT_JOB, id) }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) {
      await finishJob(db, id, "failed", `The background run could not start (${response.status}).`);
      const failure = kind === "images" ? "Failed to start batch image update" : "Failed to update reviews";
      throw new ApiError("service_unavailable", `${failure}: the background run could not start.`);
    }
    return;
  }
  const job = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => runJob(db, id))
    .catch((error: unknown) => console.warn(`enrichment job ${id} failed: ${(error as Error).message}`))
    .finally(() => running.delete(job));
  running.add(job);
}

type Step = (store: StoreRow) => Promise<boolean>;

function stepFor(db: Db, kind: JobKind, keys: ReviewKeys | undefined): Step {
  if (kind === "images") {
    return async (store) => {
      const imageUrl = await discoverStoreImage(store);
      await saveStoreImage(db, store, imageUrl);
      return true;
    };
  }
  return async (store) => (await updateStoreReviewsFor(db, store, keys!)).updated;
}

/** A refused key or a rate limit on every service will not get better store by store: stop. */
function stopsTheRun(error: unknown): boolean {
  return error instanceof ReviewsFailedError && error.kinds.every((kind) => kind === "auth" || kind === "rate_limited");
}

/** A background function has 15 minutes; the run stops short of that and says so. */
export const RUN_BUDGET_MS = 14 * 60_000;

export async function runJob(db: Db, id: string, gapMs = REQUEST_GAP_MS, budgetMs = RUN_BUDGET_MS): Promise<void> {
  const deadline = Date.now() + budgetMs;
  const job = await getJob(db, id);
  if (!job || job.status !== "running") return;
  const kind = job.kind as JobKind;
  let keys: ReviewKeys | undefined;
  try {
    if (kind === "reviews") keys = requireReviewKeys();
  } catch (error) {
    await finishJob(db, id, "failed", (error as Error).message);
    return;
  }
  const step = stepFor(db, kind, keys);
  const stores = (await storesFor(db, kind)).slice(0, job.total);
  let successful = 0;
  for (const [index, store] of stores.entries()) {
    if (index > 0) await pause(gapMs);
    if (Date.now() > deadline) {
      const minutes = Math.round(budgetMs / 60_000);
      await finishJob(
        db,
        id,
        "finished",
        `Stopped after ${minutes} minutes (the time a run may take); run it again for the rest.`,
      );
      if (successful > 0) await requestRebuild(db, `bulk ${kind} update`);
      return;
    }
    try {
      const ok = await step(store);
      if (ok) successful++;
      await recordJobStep(db, id, ok);
    } catch (error) {
      const message = `${store.name}: ${(error as Error).message}`;
      await recordJobStep(db, id, false, message);
      if (stopsTheRun(error)) {
        await finishJob(db, id, "failed", message);
        if (successful > 0) await requestRebuild(db, `bulk ${kind} update`);
        return;
      }
    }
  }
  await finishJob(db, id, "finished");
  if (successful > 0) await requestRebuild(db, `bulk ${kind} update`);
}

/** Resolves when every in-process run has finished (tests, and a clean shutdown). */
export async function jobsIdle(): Promise<void> {
  while (running.size) await Promise.all([...running]);
}
