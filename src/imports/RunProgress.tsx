// One run of the expansion: its progress bar ('Done' when completed), what it found, and
// 'Expansion Failed' with the server's reason when it failed.
import type { ExpansionRunJson } from "./expansion-json.ts";
import ProgressBar from "./ProgressBar.tsx";

export default function RunProgress({ run }: { run: ExpansionRunJson }) {
  const done = run.status === "completed";
  return (
    <div className="rounded-2xl border border-cream-300 bg-cream-50 p-5 shadow-card">
      <h3 className="text-lg font-semibold text-ink-900">{run.status === "running" ? "Current run" : "Last run"}</h3>
      <ProgressBar
        label="This run"
        value={done ? run.areasToProcess : run.areasProcessed}
        max={run.areasToProcess}
        text={
          done
            ? `Done: ${run.areasProcessed} of ${run.areasToProcess} areas`
            : `${run.areasProcessed} of ${run.areasToProcess} areas`
        }
      />
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-1 text-ink-700 sm:grid-cols-4">
        <Figure label="Stores found" value={run.storesFound} />
        <Figure label="Added" value={run.storesAdded} />
        <Figure label="Updated" value={run.storesUpdated} />
        <Figure label="Chains skipped" value={run.chainsSkipped} />
      </dl>
      {run.status === "failed" && (
        <div role="alert" className="mt-4 rounded-xl border-2 border-red-800 bg-white p-4">
          <p className="font-semibold text-red-800">Expansion Failed</p>
          {run.error && <p className="mt-1 text-ink-700">{run.error}</p>}
          <p className="mt-1 text-ink-700">The area it stopped at is tried again by the next run.</p>
        </div>
      )}
    </div>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <dt className="text-sm">{label}</dt>
      <dd className="text-xl font-semibold text-leaf-900 tabular-nums">{value.toLocaleString("en-US")}</dd>
    </div>
  );
}
