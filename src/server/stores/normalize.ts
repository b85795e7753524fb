// Keys that make "Miller's Market, 12 Main Street" and "millers market, 12 main st." the same listing.
const STREET_WORDS: Record<string, string> = {
  street: "st",
  avenue: "ave",
  av: "ave",
  road: "rd",
  drive: "dr",
  boulevard: "blvd",
  lane: "ln",
  highway: "hwy",
  place: "pl",
  court: "ct",
  parkway: "pkwy",
  north: "n",
  south: "s",
  east: "e",
  west: "w",
};

function words(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/&/g, " and ")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

export const normalizeName = (name: string) => words(name).join(" ");

export const normalizeAddress = (address: string) =>
  words(address)
    .map((word) => STREET_WORDS[word] ?? word)
    .join(" ");
