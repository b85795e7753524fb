// Small text formatting shared by server-rendered pages and inline scripts.

/** "1 shop", "3 shops". */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? singular : pluralForm}`;
}

/** The public API may send counts as numeric strings (spec: "number or numeric string"). */
export function toCount(value: number | string | null | undefined): number {
  const n = typeof value === "string" ? Number.parseInt(value, 10) : (value ?? 0);
  return Number.isFinite(n) && n > 0 ? n : 0;
}
