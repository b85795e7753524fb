// Whether a venue the search returned is the store we asked about. A search always returns its
// nearest guess; attaching someone else's ratings to a listing would be worse than none.
const STOPWORDS = new Set(["the", "inc", "llc", "co", "company", "of", "and"]);

function tokens(name: string): string[] {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .split(/[^a-z0-9]+/)
    .filter((t) => t && !STOPWORDS.has(t));
}

export function isSameBusinessName(ours: string, theirs: string): boolean {
  const a = tokens(ours);
  const b = tokens(theirs);
  if (a.length === 0 || b.length === 0) return false;
  const joinedA = a.join(" ");
  const joinedB = b.join(" ");
  if (joinedA === joinedB || joinedA.includes(joinedB) || joinedB.includes(joinedA)) return true;
  const setB = new Set(b);
  const shared = new Set(a.filter((t) => setB.has(t))).size;
  return shared / new Set([...a, ...b]).size >= 0.5;
}
