// A bulk run as the admin screens read it. `successful`/`processed` answer the spec's
// update-all calls, `results` (total, success, failed) its /admin/update-images page.
import type { EnrichmentJob } from "../../db/schema.ts";
import type { EnrichmentJobJson } from "./enrichment-json.ts";

export function serializeJob(job: EnrichmentJob): EnrichmentJobJson {
  return {
    id: job.id,
    kind: job.kind as EnrichmentJobJson["kind"],
    status: job.status as EnrichmentJobJson["status"],
    total: job.total,
    processed: job.processed,
    successful: job.successful,
    failed: job.failed,
    results: { total: job.total, success: job.successful, failed: job.failed },
    lastError: job.lastError,
    startedAt: job.startedAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}
