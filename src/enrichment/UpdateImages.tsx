// /admin/update-images (spec "Image update page"): one button starts the bulk image update for
// shops with websites; a note with the live number of shops needing images, a progress bar while
// it runs, and the result counts (total, success, failed).
import { useState } from "react";
import { imagesNeededNote } from "./enrichment-text.ts";
import AdminGate from "../admin/AdminGate.tsx";
import { LoadFailed, Loading } from "../ui/LoadState.tsx";
import JobProgress from "./JobProgress.tsx";
import { startBulkRun } from "./start-job.ts";
import { useEnrichmentStatus } from "./use-enrichment-status.ts";

function ImageUpdate() {
  const { status, failed, reload } = useEnrichmentStatus();
  const [starting, setStarting] = useState(false);
  if (failed && !status) return <LoadFailed message="Failed to load the image update status." onRetry={reload} />;
  if (!status) return <Loading what="image update status" />;
  const job = status.images.job;
  const running = job?.status === "running";

  const start = async () => {
    setStarting(true);
    await startBulkRun("images");
    setStarting(false);
    reload();
  };

  return (
    <section className="max-w-2xl rounded-2xl border border-cream-300 bg-cream-50 p-5 shadow-card">
      <p className="text-ink-900">{imagesNeededNote(status.images.needingImages, status.images.requestGapMs)}</p>
      <p className="mt-2 text-sm text-ink-700">
        Each shop's website is read for its sharing image (og:image) or logo; the image is kept only if it loads.
      </p>
      <button
        type="button"
        className="btn-primary mt-4"
        onClick={() => void start()}
        disabled={running || starting || status.images.needingImages === 0}
      >
        {running ? "Updating images…" : "Start image update"}
      </button>
      {job ? <JobProgress job={job} label="Image update" /> : null}
    </section>
  );
}

export default function UpdateImages() {
  return (
    <AdminGate>
      <ImageUpdate />
    </AdminGate>
  );
}
