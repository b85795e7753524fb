// Small text formatting shared by server-rendered pages and inline scripts.

// One formatter, made once: Number#toLocaleString builds a new one on every call (ADR 025).
const COUNT = new Intl.NumberFormat("en-US");

/** "1,234": a count with US thousands separators. */
export const formatCount = (count: number): string => COUNT.format(count);

/** "1 shop", "3 shops". */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : pluralForm}`;
}

/** The public API may send counts as numeric strings (spec: "number or numeric string"). */
export function toCount(value: number | string | null | undefined): number {
  const n = typeof value === "string" ? Number.parseInt(value, 10) : (value ?? 0);
  return Number.isFinite(n) && n > 0 ? n : 0;
}
