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
  return asciiWords(text) ?? allWords(text);
}

/**
 * `allWords` for plain ASCII text in one pass over its characters (a national SNAP file reads a
 * million names); undefined for any other text.
 */
function asciiWords(text: string): string[] | undefined {
  const lower = text.toLowerCase();
  if (lower.length !== text.length) return undefined;
  const found: string[] = [];
  let word = ""; // the word so far, before an apostrophe inside it
  let start = -1; // where the rest of the word began
  for (let i = 0; i <= lower.length; i++) {
    // Beyond ASCII (in the text, or made by lower-casing it: the Kelvin sign) takes the long way.
    if (i < text.length && text.charCodeAt(i) > 127) return undefined;
    const c = i < lower.length ? lower.charCodeAt(i) : 32;
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) {
      if (start < 0) start = i;
    } else if (c === 39 || c === 96) {
      // An apostrophe joins the word's parts ("Joe's" is "joes").
      if (start >= 0) word += lower.slice(start, i);
      start = -1;
    } else {
      if (start >= 0) word += lower.slice(start, i);
      if (word) found.push(word);
      word = "";
      start = -1;
      if (c === 38) found.push("and");
    }
  }
  return found;
}

function allWords(text: string): string[] {
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
