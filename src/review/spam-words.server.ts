// Words that in our experience only ever appear in spam posing as a grocery listing (ADR 024). Whole
// words, case-insensitive, matched in the name and description. A hit does not refuse the listing: it
// sends it to the bottom of the review queue with the word shown, and an admin decides. Keep the
// list short and unambiguous; a word a real grocer might use ("deal", "free", "organic") never
// belongs here.
export const SPAM_WORDS: readonly string[] = [
  "viagra",
  "cialis",
  "casino",
  "poker",
  "betting",
  "porn",
  "escort",
  "escorts",
  "bitcoin",
  "crypto",
  "forex",
  "payday",
  "loans",
  "replica",
  "backlinks",
  "seo",
  "essay writing",
  "weight loss pills",
  "work from home",
  "make money",
];
