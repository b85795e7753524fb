// The rules read one name's words several times in a row (brands, grocery words, legal forms):
// the last answer is kept at hand. Callers only read the array they are given.
let lastText = "";
let lastWords: readonly string[] = [];

// Words of a store name or address, for comparing names that are spelled differently:
// accents, case, apostrophes and '&' never make two names different.
export function tokens(text: string): string[] {
  if (text === lastText) return lastWords as string[];
  lastWords = words(text);
  lastText = text;
  return lastWords as string[];
}

function words(text: string): string[] {
  // Only text beyond ASCII has accents to take off (most names are plain ASCII: skip the work).
  const plain = /[\u0080-\uffff]/.test(text) ? text.normalize("NFD").replace(/[\u0300-\u036f]/g, "") : text;
  return plain
    .toLowerCase()
    .replace(/['’`]/g, "")
    .replace(/&/g, " and ")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Where `needle` occurs as consecutive words of `hay`, or -1. */
export function indexOfWords(hay: readonly string[], needle: readonly string[]): number {
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}
