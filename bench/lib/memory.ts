// Peak resident memory of a process tree, sampled from /proc (Linux), since Node cannot report a
// child's peak RSS.
import { readdirSync, readFileSync } from "node:fs";

function rssKb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

function treeRssKb(pid: number): number {
  return rssKb(pid) + childrenOf(pid).reduce((sum, child) => sum + treeRssKb(child), 0);
}

/**
 * Samples the summed RSS of the trees rooted at `pid` and at any process `add`ed later (a build's
 * render workers run beside each other: ADR 051) every `intervalMs`; `stop()` returns the peak in MB.
 */
export function samplePeakRss(pid: number, intervalMs = 100): { add: (pid: number) => void; stop: () => number } {
  const roots = [pid];
  const sample = () => roots.reduce((sum, root) => sum + treeRssKb(root), 0);
  let peakKb = sample();
  const timer = setInterval(() => {
    peakKb = Math.max(peakKb, sample());
  }, intervalMs);
  return {
    add: (next) => roots.push(next),
    stop: () => {
      clearInterval(timer);
      return Math.round(peakKb / 1024);
    },
  };
}
