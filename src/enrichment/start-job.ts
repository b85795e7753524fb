// Starting a bulk run from a button: the toast says it started, or why not (spec texts).
import type { EnrichmentJobJson } from "./enrichment-json.ts";
import { toast } from "../ui/toast.ts";
import { adminFetch, failureText } from "../admin/admin-api.ts";
import { plural } from "../platform/format.ts";

const RUNS = {
  images: { path: "/api/admin/update-all-images", what: "images", failure: "Failed to start batch image update" },
  reviews: { path: "/api/admin/update-all-reviews", what: "reviews", failure: "Failed to update reviews" },
} as const;

export async function startBulkRun(kind: keyof typeof RUNS): Promise<EnrichmentJobJson | null> {
  const run = RUNS[kind];
  try {
    const job = await adminFetch<EnrichmentJobJson>(run.path, { method: "POST" });
    toast({ title: `Updating all ${run.what}`, description: `${plural(job.total, "shop")}, one every half second.` });
    return job;
  } catch (error) {
    toast({ variant: "destructive", title: "Update Failed", description: failureText(error, run.failure) });
    return null;
  }
}
