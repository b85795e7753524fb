// What an import run prints and writes: the per-row report (record,name,decision,reason) and the
// summary of counts, rejected rows grouped by reason.
import { csvField } from "../csv.ts";
import type { SnapImportResult } from "./import-snap.ts";
import type { SnapPlan } from "./plan.ts";

export function reportCsv(plan: SnapPlan, result?: SnapImportResult): string {
  const lines = ["record,name,decision,reason"];
  plan.rows.forEach((row, i) => {
    const outcome = result?.outcomes.get(i);
    const done = outcome ? `; ${outcome.outcome}${outcome.match ? ` (${outcome.match})` : ""}` : "";
    lines.push([row.record, row.name, row.decision, row.reason + done].map(csvField).join(","));
  });
  return `${lines.join("\n")}\n`;
}

/** A reason without the row's own values, so rows refused for one reason count together. */
const reasonKind = (reason: string) => reason.replace(/\s*\([^)]*"[^"]*"[^)]*\)|\s*"[^"]*"/g, "").trim();

export function summaryText(
  file: string,
  plan: SnapPlan,
  result: SnapImportResult | undefined,
  seconds: number,
  listRejected = 20,
): string {
  const count = (decision: string) => plan.rows.filter((r) => r.decision === decision).length;
  const reasons = new Map<string, number>();
  for (const row of plan.rows) {
    if (row.decision === "rejected")
      reasons.set(reasonKind(row.reason), (reasons.get(reasonKind(row.reason)) ?? 0) + 1);
  }
  const pad = (label: string, n: number) => `  ${label.padEnd(18)}${String(n).padStart(7)}`;
  const rejected = plan.rows.filter((r) => r.decision === "rejected");
  const lines = [
    `USDA SNAP ${result ? "import" : "dry run"} of ${file} (${plan.layout} layout)`,
    pad("rows", plan.rows.length),
    pad("independent", count("independent")),
    pad("banners kept", count("banner")),
    pad("chains skipped", count("chain")),
    pad("rejected", rejected.length),
    ...[...reasons].sort((a, b) => b[1] - a[1]).map(([reason, n]) => `    ${String(n).padStart(6)}  ${reason}`),
    ...(result
      ? [pad("added", result.added), pad("updated", result.updated), pad("SNAP ended", result.ended)]
      : ["  nothing changed (dry run)"]),
    `  ${seconds.toFixed(2)} s, ${Math.round(plan.rows.length / Math.max(seconds, 1e-6))} rows/s`,
  ];
  if (rejected.length > 0) {
    const shown = rejected.slice(0, listRejected);
    lines.push(`Rejected rows${rejected.length > shown.length ? ` (first ${shown.length}; --report lists all)` : ""}:`);
    for (const row of shown) lines.push(`  ${row.record} "${row.name}": ${row.reason}`);
  }
  return lines.join("\n");
}
