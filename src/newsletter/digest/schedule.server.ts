// When the weekly digest goes out: Thursdays from 13:00 UTC (morning across the US), and until the
// ISO week ends, so a run missed on Thursday (npm start not running, a failed invocation) still
// happens that week. The per-week send rows make every extra run a no-op.
export const DIGEST_WEEKDAY = 4;
export const DIGEST_HOUR_UTC = 13;

export function isDigestDue(now: Date): boolean {
  const weekday = now.getUTCDay() || 7;
  if (weekday > DIGEST_WEEKDAY) return true;
  return weekday === DIGEST_WEEKDAY && now.getUTCHours() >= DIGEST_HOUR_UTC;
}
