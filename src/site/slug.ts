// URL slugs: ASCII, lower-case words joined by hyphens ("St. Mary's Market" -> "st-marys-market").
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The city slug: its name words and the state code, e.g. "grand-forks-nd". */
export const citySlug = (name: string, state: string) => slugify(`${name} ${state}`);

/** FNV-1a: a small, stable string hash (not for security). */
export function hashString(text: string, seed = 0): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** A stable, readable colour per town for its fallback banner. */
export function fallbackColor(slug: string): string {
  const h = hashString(slug);
  return `hsl(${h % 360}, ${55 + ((h >>> 9) % 21)}%, ${38 + ((h >>> 17) % 11)}%)`;
}
