// The store-number rule: a chain numbers its locations ('KROGER #L-00331', 'FOOD CITY 428',
// '7-ELEVEN STORE 36205'); an independent owner with a second shop writes '#2' at most.
// A one- or two-digit number alone is therefore not a chain; with a known brand it is (classify.ts).
const PATTERNS: RegExp[] = [
  // '#' with letters, a leading zero or three or more digits: #L-00331, #0042, #428
  /#\s*(?:[a-z]{1,3}\s*-?\s*\d+|0\d*|\d{3,})\b/i,
  // 'Store 36205', 'Store No. 12', 'Location 45'; 'Front Porch Store 2' and 'The Country Store #1'
  // are an owner's second shop, so a bare or '#' number after 'store' needs two digits.
  /\b(?:store|str|stores|unit|location|loc)\s*(?:no\.?|number)\s*\d+\b/i,
  /\b(?:store|str|stores|unit|location|loc)\s*#?\s*\d{2,}\b/i,
  // 'No. 1234'
  /\bno\.?\s*\d{3,}\b/i,
  // a trailing number of three or more digits: 'FOOD CITY 428', 'Family Dollar 8406'
  /[a-z'.)]\s+-?\s*#?\d{3,}\s*$/i,
];

/** The store number in a name, if the name carries one that marks a chain location. */
export function storeNumber(name: string): string | null {
  for (const pattern of PATTERNS) {
    const match = name.match(pattern);
    if (match) return match[0].trim().replace(/^[a-z'.)]\s+/i, "");
  }
  return null;
}

/** The name without a trailing store number of any size ('#2', '41', 'Store 36205'). */
export function withoutStoreNumber(name: string): string {
  // Every store number ends in a digit: most names end otherwise and need no regular expression.
  const trimmed = name.trim();
  const last = trimmed.charCodeAt(trimmed.length - 1);
  if (!(last >= 48 && last <= 57)) return trimmed;
  const stripped = name
    .replace(
      /\s*(?:\b(?:store|str|unit|location|loc|no\.?|number)\s*)*(?:#\s*(?:[a-z]{1,3}\s*-?\s*)?\d+|\b\d+)\s*$/i,
      "",
    )
    .trim();
  return stripped || name.trim();
}
