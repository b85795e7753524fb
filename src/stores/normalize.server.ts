// Keys that make "Miller's Market, 12 Main Street" and "millers market, 12 main st." the same listing.
/** The USPS abbreviations of street words (and spelled-out numbers), for comparing addresses. */
export const STREET_WORDS: Record<string, string> = {
  street: "st",
  str: "st",
  avenue: "ave",
  av: "ave",
  road: "rd",
  drive: "dr",
  boulevard: "blvd",
  lane: "ln",
  highway: "hwy",
  hiway: "hwy",
  place: "pl",
  court: "ct",
  parkway: "pkwy",
  circle: "cir",
  terrace: "ter",
  trail: "trl",
  square: "sq",
  expressway: "expy",
  freeway: "fwy",
  turnpike: "tpke",
  route: "rte",
  rt: "rte",
  center: "ctr",
  centre: "ctr",
  plaza: "plz",
  mount: "mt",
  fort: "ft",
  north: "n",
  south: "s",
  east: "e",
  west: "w",
  northeast: "ne",
  northwest: "nw",
  southeast: "se",
  southwest: "sw",
  first: "1st",
  second: "2nd",
  third: "3rd",
  fourth: "4th",
  fifth: "5th",
  sixth: "6th",
  seventh: "7th",
  eighth: "8th",
  ninth: "9th",
  tenth: "10th",
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
