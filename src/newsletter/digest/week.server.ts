// The digest's week: ISO weeks in UTC, so a run on any day of one week is the same week's run and
// the per-week send rows (ADR 039) decide who still needs it.

/** "2026-W48" for the ISO week containing `date` (UTC). */
export function isoWeek(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  // The Thursday of this week decides the ISO year.
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

const ymd = (date: Date) => date.toISOString().slice(0, 10);

/** The days a digest sent at `now` covers: today to the Sunday that ends this ISO week. */
export function digestDays(now: Date): { from: string; to: string } {
  const weekday = now.getUTCDay() || 7;
  return { from: ymd(now), to: ymd(new Date(now.getTime() + (7 - weekday) * 86_400_000)) };
}
