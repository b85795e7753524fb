// Dates shown to people (issue #44), on pages, in islands and in mails: every one is formatted here,
// and each kind says which clock it reads, so the same instant never shows two days.
// - Billing dates (a boost's period, its end, 'Cancels on', 'Active until', a receipt) in UTC, the
//   zone Stripe states a period in: the same day on every page and in every mail, for every reader.
// - A store's events (details confirmed, closed for good, confirmed by shoppers) in the store's own
//   time zone (towns/time-zone.ts), UTC when it is not known: the same at build time and in the browser.
// - Calendar days stored without a time ("2026-11-23": a circular's dates, a USDA list's date, a
//   chart's day) as written.
// - The admin's and the owner's own records (submitted, refreshed, changed) on the reader's clock.
// One Intl.DateTimeFormat per style and zone: toLocaleDateString builds one per call, which cost about
// a third of a millisecond per store page at build time (ADR 025).

/** The zone Stripe states a billing period in, and every billing date is shown in. */
export const BILLING_TIME_ZONE = "UTC";

const STYLES = {
  /** December 24, 2026 */
  long: { month: "long", day: "numeric", year: "numeric" },
  /** Dec 24, 2026 */
  short: { month: "short", day: "numeric", year: "numeric" },
  /** Thursday, December 24 */
  weekday: { weekday: "long", month: "long", day: "numeric" },
  /** December 24 */
  "month-day": { month: "long", day: "numeric" },
  /** Dec 24 */
  "short-month-day": { month: "short", day: "numeric" },
  /** December 2026 */
  "month-year": { month: "long", year: "numeric" },
  /** 12/24/2026 */
  numeric: { month: "numeric", day: "numeric", year: "numeric" },
  /** Dec 24, 2026, 6:00 PM */
  "date-time": { dateStyle: "medium", timeStyle: "short" },
  /** Dec 24, 6:00 PM */
  "short-date-time": { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof STYLES;
export type Instant = Date | string | number;

const formatters = new Map<string, Intl.DateTimeFormat>();

function format(at: Instant, style: DateStyle, timeZone: string | undefined): string {
  const key = `${style} ${timeZone ?? ""}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { ...STYLES[style], timeZone });
    formatters.set(key, formatter);
  }
  return formatter.format(at instanceof Date ? at : new Date(at));
}

/** A billing date, in UTC as Stripe states the period: "December 24, 2026". */
export function billingDate(at: Instant, style: DateStyle = "long"): string {
  return format(at, style, BILLING_TIME_ZONE);
}

/** A store's event on the store's own clock (`timeZone` from storeTimeZone), UTC when it is not known. */
export function storeDate(at: Instant, timeZone: string | null | undefined, style: DateStyle = "short"): string {
  return format(at, style, timeZone || "UTC");
}

/** A day stored without a time ("2026-11-23"), as written, whatever the reader's zone. */
export function calendarDate(day: string, style: DateStyle = "short"): string {
  return format(new Date(`${day.slice(0, 10)}T00:00:00Z`), style, "UTC");
}

/** The reader's own record (a submission, a refresh, a change) on the reader's clock. */
export function readerDate(at: Instant, style: DateStyle = "short"): string {
  return format(at, style, undefined);
}
