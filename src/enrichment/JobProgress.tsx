// A bulk run's progress: a labelled progress bar while it runs, then its result counts.
import type { EnrichmentJobJson } from "./enrichment-json.ts";
import { percentDone } from "./enrichment-text.ts";
import { readerDate } from "../platform/dates.ts";

export default function JobProgress({ job, label }: { job: EnrichmentJobJson; label: string }) {
  const percent = percentDone(job.processed, job.total);
  const running = job.status === "running";
  return (
    <div className="mt-4 space-y-2">
      <div className="flex items-baseline justify-between text-sm text-ink-700">
        <span id={`${job.id}-label`} className="font-semibold text-ink-900">
          {label}: {running ? "running" : job.status === "finished" ? "finished" : "stopped"}
        </span>
        <span className="tabular-nums">
          {job.processed} of {job.total}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={`${job.id}-label`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% (${job.processed} of ${job.total})`}
        className="h-3 overflow-hidden rounded-full bg-cream-200"
      >
        <div className="h-full rounded-full bg-leaf-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm" aria-live="polite">
        <div>
          <dt className="text-ink-700">Total</dt>
          <dd className="font-semibold tabular-nums">{job.results.total}</dd>
        </div>
        <div>
          <dt className="text-ink-700">Success</dt>
          <dd className="font-semibold text-leaf-900 tabular-nums">{job.results.success}</dd>
        </div>
        <div>
          <dt className="text-ink-700">Failed</dt>
          <dd className="font-semibold text-red-800 tabular-nums">{job.results.failed}</dd>
        </div>
      </dl>
      <p className="text-xs text-ink-700">
        Started {readerDate(job.startedAt, "short-date-time")}
        {job.finishedAt ? `, ended ${readerDate(job.finishedAt, "short-date-time")}` : ""}.
        {job.lastError ? ` Last problem: ${job.lastError}` : ""}
      </p>
    </div>
  );
}
