// Small text formatting shared by server-rendered pages and inline scripts.

/**
 * "1,234": a count with US thousands separators. Not Intl.NumberFormat: the page's first Intl
 * formatter costs about 30 ms on this machine and four times that on Lighthouse's phone, all of
 * it one long task before any input (issue #48); toLocaleString would also build one per call.
 */
export function formatCount(count: number): string {
  const [whole = "", fraction] = String(Math.abs(count)).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ",");
  return `${count < 0 ? "-" : ""}${grouped}${fraction === undefined ? "" : `.${fraction}`}`;
}

/** "1 shop", "3 shops". */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : pluralForm}`;
}

/** The public API may send counts as numeric strings (spec: "number or numeric string"). */
export function toCount(value: number | string | null | undefined): number {
  const n = typeof value === "string" ? Number.parseInt(value, 10) : (value ?? 0);
  return Number.isFinite(n) && n > 0 ? n : 0;
}
