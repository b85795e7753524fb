// Stripe's request encoding: application/x-www-form-urlencoded with bracketed keys
// (items[0][price_data][unit_amount]=500, expand[0]=latest_invoice.confirmation_secret).
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type Form = Record<string, FormValue>;

export function parseForm(encoded: string): Form {
  const root: Form = {};
  for (const [rawKey, value] of new URLSearchParams(encoded)) {
    const [head, ...rest] = rawKey.split("[");
    const path = [head!, ...rest.map((part) => part.replace(/]$/, ""))];
    let node: Record<string, FormValue> = root;
    path.forEach((key, index) => {
      const last = index === path.length - 1;
      const slot = key === "" ? String(Object.keys(node).length) : key;
      if (last) node[slot] = value;
      else node = (node[slot] ??= {}) as Record<string, FormValue>;
    });
  }
  return arrays(root) as Form;
}

/** Objects whose keys are 0..n-1 become arrays. */
function arrays(value: FormValue): FormValue {
  if (typeof value === "string" || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((k) => [k, arrays(value[k]!)]));
  if (keys.length && keys.every((k, i) => k === String(i))) return keys.map((k) => converted[k]!);
  return converted;
}

export const str = (value: FormValue | undefined): string | undefined =>
  typeof value === "string" ? value : undefined;

export const obj = (value: FormValue | undefined): Record<string, FormValue> =>
  value && typeof value === "object" && !Array.isArray(value) ? value : {};

export const list = (value: FormValue | undefined): FormValue[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];

export function metadata(value: FormValue | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(obj(value)).map(([k, v]) => [k, String(str(v) ?? "")]));
}
