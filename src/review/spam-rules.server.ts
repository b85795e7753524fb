// Spam scoring for a new listing (ADR 024): pure, so every rule is tested on plain data. The reasons
// are stored with the listing and shown in the admin's review queue; any reason sends the listing to
// the bottom of that queue. Nothing here refuses a listing: the honeypot and the rate limit do that.
import { SPAM_WORDS } from "./spam-words.server.ts";

export interface ListingText {
  name: string;
  description?: string | null;
}

/** Listings from one /24 or /48 network within 24 hours, counting this one, that mark it as a flood. */
export const NETWORK_FLOOD_THRESHOLD = 3;

/** What a flood counts, and from how many on (issue #49: a report is not a listing). */
export interface FloodRule {
  /** The plural noun the reason says: "listings", "reports". */
  what: string;
  threshold: number;
}

export const LISTING_FLOOD: FloodRule = { what: "listings", threshold: NETWORK_FLOOD_THRESHOLD };
/**
 * Shoppers' reports: one honest shopper often reports a few things at once (a phone, the hours, a
 * duplicate), so three are normal; ten in a day from one network are not.
 */
export const REPORT_FLOOD: FloodRule = { what: "reports", threshold: 10 };

const URL_IN_TEXT =
  /\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|net|org|info|biz|ru|cn|xyz|top|io|co|shop|online|site|store|club|link)\b/i;
const EMAIL_IN_TEXT = /[^\s@]+@[^\s@]+\.[a-z]{2,}/i;
const EMOJI = /\p{Extended_Pictographic}/gu;
const LETTER = /\p{L}/gu;
const UPPER = /\p{Lu}/gu;

const escapeForRegex = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const SPAM_WORD = new RegExp(`\\b(?:${SPAM_WORDS.map(escapeForRegex).join("|")})\\b`, "i");

/** Shouting: a text with at least `minLetters` letters, nearly all of them capitals. */
function isShouting(text: string, minLetters: number): boolean {
  const letters = text.match(LETTER)?.length ?? 0;
  const upper = text.match(UPPER)?.length ?? 0;
  return letters >= minLetters && upper / letters >= 0.9;
}

const emojiCount = (text: string) => text.match(EMOJI)?.length ?? 0;

/**
 * Why a listing looks like spam, in words an admin reads; empty when nothing matched.
 * `recentFromNetwork` counts the listings from the lister's network in the last 24 hours, this one included.
 */
export function spamReasons(
  listing: ListingText,
  recentFromNetwork: number,
  flood: FloodRule = LISTING_FLOOD,
): string[] {
  const name = listing.name;
  const description = listing.description ?? "";
  const reasons: string[] = [];
  if (URL_IN_TEXT.test(name)) reasons.push("Link in the name");
  if (EMAIL_IN_TEXT.test(name)) reasons.push("E-mail address in the name");
  const word = SPAM_WORD.exec(`${name}\n${description}`)?.[0];
  if (word) reasons.push(`Known spam word: "${word.toLowerCase()}"`);
  // Short all-capital names are normal (IGA, "JOE'S MARKET" on a sign); a long one, or a shouted
  // description, is not.
  if (isShouting(name, 16) || isShouting(description, 30)) reasons.push("All capital letters");
  if (emojiCount(name) >= 2 || emojiCount(description) >= 6) reasons.push("Many emoji");
  if (recentFromNetwork >= flood.threshold) {
    reasons.push(`${recentFromNetwork} ${flood.what} from one network in 24 hours`);
  }
  return reasons;
}
