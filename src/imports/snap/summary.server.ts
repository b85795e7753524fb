// What an import run prints and writes: the per-row report (record,name,decision,reason,town,
// store_type) and the summary: counts per decision and the most frequent reasons of each.
import { csvField } from "../csv.server.ts";
import type { SnapImportResult } from "./import-result.server.ts";
import type { SnapDecision, SnapPlan } from "./plan-types.server.ts";

export const DECISIONS: SnapDecision[] = ["independent", "banner", "chain", "review", "rejected", "out_of_scope"];

/** The report in pieces of a few thousand lines: a national file's report is 700,000 lines. */
export function* reportChunks(plan: SnapPlan, result?: SnapImportResult, size = 5_000): Generator<string> {
  let lines = ["record,name,decision,reason,town,store_type"];
  for (let i = 0; i < plan.rows.length; i++) {
    const row = plan.rows[i]!;
    const outcome = result?.outcomes.get(i);
    const done = outcome ? `; ${outcome.outcome}${outcome.match ? ` (${outcome.match})` : ""}` : "";
    const town = row.town ? `${row.town.name}, ${row.town.state}` : "";
    lines.push([row.record, row.name, row.decision, row.reason + done, town, row.storeType].map(csvField).join(","));
    if (lines.length >= size) {
      yield `${lines.join("\n")}\n`;
      lines = [];
    }
  }
  if (lines.length > 0) yield `${lines.join("\n")}\n`;
}

export function reportCsv(plan: SnapPlan, result?: SnapImportResult): string {
  return [...reportChunks(plan, result)].join("");
}

/** A reason without the row's own values, so rows decided for one reason count together. */
export const reasonKind = (reason: string) =>
  reason
    .replace(/\s*\([^)]*"[^"]*"[^)]*\)|\s*"[^"]*"/g, "")
    .replace(/\d[\d,]*/g, "N")
    .trim();

/** Counts per decision and, for each, its most frequent reasons. */
export function decisionCounts(
  plan: SnapPlan,
  top = 5,
): { decision: SnapDecision; count: number; reasons: [string, number][] }[] {
  // One pass over the rows counting each reason, then each different reason's kind: a national
  // file has 700,000 rows and a few thousand different reasons.
  const byReason = new Map<SnapDecision, Map<string, number>>(DECISIONS.map((decision) => [decision, new Map()]));
  for (const row of plan.rows) {
    const reasons = byReason.get(row.decision)!;
    reasons.set(row.reason, (reasons.get(row.reason) ?? 0) + 1);
  }
  const kinds = new Map<string, string>();
  const tallies = new Map<SnapDecision, { count: number; reasons: Map<string, number> }>();
  for (const [decision, reasons] of byReason) {
    const tally = { count: 0, reasons: new Map<string, number>() };
    // Reasons in the order they first came, so kinds are too (the sort below keeps ties in it).
    for (const [reason, n] of reasons) {
      let kind = kinds.get(reason);
      if (kind === undefined) kinds.set(reason, (kind = reasonKind(reason)));
      tally.count += n;
      tally.reasons.set(kind, (tally.reasons.get(kind) ?? 0) + n);
    }
    tallies.set(decision, tally);
  }
  return DECISIONS.map((decision) => {
    const { count, reasons } = tallies.get(decision)!;
    return { decision, count, reasons: [...reasons].sort((a, b) => b[1] - a[1]).slice(0, top) };
  });
}

/** What a person decided that the import kept, with how many rows each reason kept (ADR 061). */
function keptLines(kept: Map<string, number>): string[] {
  const total = [...kept.values()].reduce((a, b) => a + b, 0);
  const lines = [`  ${"kept as decided".padEnd(18)}${String(total).padStart(7)}`];
  for (const [reason, n] of [...kept].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])))
    lines.push(`    ${String(n).padStart(6)}  ${reason}`);
  return lines;
}

export function summaryText(
  file: string,
  plan: SnapPlan,
  result: SnapImportResult | undefined,
  seconds: number,
  listRejected = 20,
): string {
  const pad = (label: string, n: number) => `  ${label.padEnd(18)}${String(n).padStart(7)}`;
  const rejected = plan.rows.filter((r) => r.decision === "rejected");
  const date = plan.sourceDate ? `${plan.sourceDate.date} (from the ${plan.sourceDate.from})` : "unknown";
  const lines = [
    `USDA SNAP ${result ? "import" : "dry run"} of ${file} (${plan.layout} layout)`,
    `  data as of ${date}`,
    pad("rows", plan.rows.length),
  ];
  for (const { decision, count, reasons } of decisionCounts(plan)) {
    lines.push(pad(decision, count));
    for (const [reason, n] of reasons) lines.push(`    ${String(n).padStart(6)}  ${reason}`);
  }
  lines.push(
    ...(result
      ? [
          pad("added", result.added),
          pad("  of them pending", result.pending),
          pad("updated", result.updated),
          pad("SNAP ended", result.ended),
          pad("renamed", result.renamed),
          pad("back to review", result.withdrawn),
          pad("merged", result.merged),
          pad("proposed merges", result.proposed),
          pad("newly out of scope", result.outOfScope),
          ...keptLines(result.kept),
        ]
      : ["  nothing changed (dry run)"]),
    `  ${seconds.toFixed(2)} s, ${Math.round(plan.rows.length / Math.max(seconds, 1e-6))} rows/s`,
  );
  if (rejected.length > 0) {
    const shown = rejected.slice(0, listRejected);
    lines.push(`Rejected rows${rejected.length > shown.length ? ` (first ${shown.length}; --report lists all)` : ""}:`);
    for (const row of shown) lines.push(`  ${row.record} "${row.name}": ${row.reason}`);
  }
  return lines.join("\n");
}
