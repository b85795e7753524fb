// Pure rules of the circulars screen (spec 4, 5, 9): quota badge, status badge, sizes, and the
// checks the browser makes before sending a file (the server makes them all again).
import {
  FILE_TOO_LARGE,
  INVALID_FILE_TYPE,
  MAX_CIRCULAR_BYTES,
  MISSING_INFORMATION,
  INVALID_DATES,
  type CircularStatus,
  type CircularQuota,
} from "./circulars.ts";
import { billingDate, calendarDate } from "../platform/dates.ts";

export type BadgeVariant = "default" | "secondary" | "destructive" | "outline";

/** Red at 100 % or more, secondary at 75 % or more, otherwise default. */
export function quotaBadge(quota: Pick<CircularQuota, "quotaUsed" | "quotaLimit">): BadgeVariant {
  const share = quota.quotaLimit > 0 ? quota.quotaUsed / quota.quotaLimit : 1;
  if (share >= 1) return "destructive";
  if (share >= 0.75) return "secondary";
  return "default";
}

export function quotaPercent(quota: Pick<CircularQuota, "quotaUsed" | "quotaLimit">): number {
  return quota.quotaLimit > 0 ? Math.min(100, Math.round((quota.quotaUsed / quota.quotaLimit) * 100)) : 100;
}

/** A published circular whose start date is still ahead is 'Scheduled' (issue #25), not 'Active'. */
export function statusBadge(
  status: CircularStatus | string,
  scheduled = false,
): { variant: BadgeVariant; label: string } {
  if (status === "active" || status === "published") {
    return scheduled ? { variant: "secondary", label: "Scheduled" } : { variant: "default", label: "Active" };
  }
  if (status === "processing") return { variant: "secondary", label: "Processing" };
  if (status === "failed") return { variant: "destructive", label: "Failed" };
  return { variant: "outline", label: status };
}

export const sizeInMb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;

/** The toast for a file the browser can already refuse, or null. */
export function checkFile(file: { type: string; size: number; name: string }) {
  const looksPdf = file.type === "application/pdf" || (!file.type && /\.pdf$/i.test(file.name));
  if (!looksPdf) return INVALID_FILE_TYPE;
  if (file.size > MAX_CIRCULAR_BYTES) return FILE_TOO_LARGE;
  return null;
}

/** The toast for an upload form the browser can already refuse, or null. */
export function checkUpload(input: { file: unknown; startDate: string; endDate: string }) {
  if (!input.file || !input.startDate || !input.endDate) return MISSING_INFORMATION;
  if (input.endDate < input.startDate) return INVALID_DATES;
  return null;
}

/** "Nov 23 - Nov 29, 2026" from two YYYY-MM-DD dates, in UTC so the day never shifts. */
export function dateRange(start: string, end: string): string {
  const day = (d: string, year: boolean) => calendarDate(d, year ? "short" : "short-month-day");
  return `${day(start, start.slice(0, 4) !== end.slice(0, 4))} - ${day(end, true)}`;
}

/**
 * The first lines of a circular's text, for shoppers at a glance: up to `lines` non-blank lines,
 * cut at a word near `chars` characters with an ellipsis.
 */
export function circularExcerpt(text: string, lines = 3, chars = 240): string {
  const kept = text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .slice(0, lines)
    .join("\n");
  if (kept.length <= chars) return kept;
  const cut = kept.slice(0, chars);
  const space = cut.lastIndexOf(" ");
  return `${(space > chars / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The browser's confirmation before a circular is deleted (issue #25): a delete cannot be undone. */
export const deleteQuestion = (circular: { originalFilename: string }) =>
  `Delete ${circular.originalFilename}? Shoppers will no longer see it once the site updates.`;

/** Under the quota: a subscription's quota resets with its period; a one-time boost's lasts until it ends. */
export function quotaResetText(quota: Pick<CircularQuota, "renews" | "periodEnd">): string {
  if (quota.renews) return "Resets with your subscription period";
  if (!quota.periodEnd) return "Circulars come with a boost";
  const ends = billingDate(quota.periodEnd);
  return `For your one-time boost, which ends on ${ends}: it does not reset`;
}
