// The period of a scheduled function's cron expression, for benches that replay its checks. Only
// the form the product uses ("*/N * * * *", every N minutes) is understood; anything else throws
// rather than guess.

export function everyNMinutes(cron: string): number {
  const match = /^\*\/([1-9]\d?) \* \* \* \*$/.exec(cron.trim());
  if (!match) throw new Error(`Cannot replay the schedule "${cron}": only "*/N * * * *" is understood`);
  return Number(match[1]);
}
