// The colour swatch on a city card, built from the city's fallbackColor (an "hsl(h, s%, l%)" string).
// Only colours we can parse are used: the value lands in a style attribute, and a free-form string
// from the database could otherwise smuggle in other CSS (for example a url() that phones home).

export const DEFAULT_SWATCH = "linear-gradient(135deg, hsl(213 94% 62%), hsl(224 76% 42%))";

interface Hsl {
  h: number;
  s: number;
  l: number;
}

const HSL =
  /^hsla?\(\s*(-?\d+(?:\.\d+)?)(?:deg)?[\s,]+(\d+(?:\.\d+)?)%[\s,]+(\d+(?:\.\d+)?)%\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/i;

export function parseHsl(value: string | null | undefined): Hsl | undefined {
  const match = value ? HSL.exec(value.trim()) : null;
  if (!match) return undefined;
  const [h, s, l] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (s > 100 || l > 100) return undefined;
  return { h: ((h % 360) + 360) % 360, s, l };
}

const clamp = (n: number) => Math.min(95, Math.max(5, n));

/** A CSS background: a gentle gradient from the city's colour to a deeper shade of it. */
export function swatchBackground(fallbackColor: string | null | undefined): string {
  const hsl = parseHsl(fallbackColor);
  if (!hsl) return DEFAULT_SWATCH;
  const { h, s, l } = hsl;
  return `linear-gradient(135deg, hsl(${h} ${s}% ${clamp(l + 8)}%), hsl(${h} ${s}% ${clamp(l - 10)}%))`;
}
