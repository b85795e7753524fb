// Answers of GET /api/search kept for a few seconds in this function instance (ADR 026). Shoppers
// in one town search for the same few words, and under load the same word arrives many times at
// once: those requests share one pair of queries instead of each queueing for the database. A data
// change made here (every such change asks for a rebuild) forgets every answer at once; a change
// made by another instance shows here within SEARCH_ANSWER_TTL_MS, sooner than the static pages.
export const SEARCH_ANSWER_TTL_MS = 5_000;
/** Distinct searches kept: a bound on memory, well above the towns a directory has. */
export const SEARCH_ANSWERS_KEPT = 1_000;

interface Entry {
  expiresAt: number;
  answer: Promise<unknown>;
}

const answers = new Map<string, Entry>();

/**
 * The answer for `key` computed in the last SEARCH_ANSWER_TTL_MS, or `compute()`'s, shared with
 * every caller asking for the same key while it runs. A failed computation is not kept.
 */
export function cachedSearchAnswer<T>(key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
  const kept = answers.get(key);
  if (kept && kept.expiresAt > now) return kept.answer as Promise<T>;
  answers.delete(key);
  const answer = compute();
  answers.set(key, { expiresAt: now + SEARCH_ANSWER_TTL_MS, answer });
  answer.catch(() => {
    if (answers.get(key)?.answer === answer) answers.delete(key);
  });
  // Maps keep insertion order: the first key is the oldest.
  if (answers.size > SEARCH_ANSWERS_KEPT) answers.delete(answers.keys().next().value!);
  return answer;
}

/** After a data change in this instance: the next search reads the database again. */
export function forgetSearchAnswers(): void {
  answers.clear();
}
