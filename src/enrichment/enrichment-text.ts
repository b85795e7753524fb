// Texts of the admin's image and review tools that depend on live figures (spec: the
// /admin/update-images note, with the number of shops computed, not written in).

/** "84 seconds" / "3 minutes" */
function duration(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  return `${Math.round(seconds / 60)} minutes`;
}

/**
 * "168 shops need images: at least 84 seconds with a 500 ms rate limit between requests." The
 * pause between requests is the floor; each website's own answer time comes on top.
 */
export function imagesNeededNote(count: number, gapMs: number): string {
  if (count === 0) return "No shops need images: every real listing with a website has one.";
  const shops = count === 1 ? "1 shop needs an image" : `${count.toLocaleString("en-US")} shops need images`;
  // One shop waits for no pause: "at least 0 seconds" said nothing (issue #25).
  if (count === 1) return `${shops}: one request to its website.`;
  const seconds = Math.ceil((Math.max(0, count - 1) * gapMs) / 1000);
  return `${shops}: at least ${duration(seconds)} with a ${gapMs} ms rate limit between requests.`;
}

/** 0-100, for a progress bar. */
export function percentDone(processed: number, total: number): number {
  if (total <= 0) return 100;
  return Math.min(100, Math.round((processed / total) * 100));
}
