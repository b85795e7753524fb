// Stores already listed that the scope rule (scope.ts) puts out are marked with its reason, never
// deleted (issue #47 item 2): they stay on the site until a person keeps or deletes them in the
// admin's Grocery Stores tab. A store an admin kept is never marked again: that decision sticks.
// Runs at `npm start` after the migrations and the seed, and after every import and refresh; cheap
// (one query, and one statement for the stores whose mark changes).
import type { Db, Tx } from "../../db/client.ts";
import { liveStoresForScope, setOutOfScopeReasons } from "./out-of-scope-queries.server.ts";
import { zipInScope, type ScopeAnswer } from "./scope.server.ts";

export interface ScopeMarking {
  /** Live stores carrying the mark after this run: the admin's 'Out of scope' list. */
  marked: number;
  /** Of those, marked by this run (or given a new reason, their ZIP code having changed). */
  newlyMarked: number;
  /** Stores whose mark this run took away: their ZIP code is in scope now. */
  cleared: number;
  /** Stores the rule puts out of scope that an admin kept, left alone. */
  kept: number;
}

export async function markStoresOutOfScope(db: Db | Tx): Promise<ScopeMarking> {
  const answers = new Map<string, ScopeAnswer>();
  const answerFor = (zip: string) => {
    let answer = answers.get(zip);
    if (!answer) answers.set(zip, (answer = zipInScope(zip)));
    return answer;
  };
  const changes = new Map<string, string | null>();
  const counts: ScopeMarking = { marked: 0, newlyMarked: 0, cleared: 0, kept: 0 };
  for (const store of await liveStoresForScope(db)) {
    const answer = answerFor(store.zipCode);
    if (store.scopeKeptAt) {
      if (!answer.inScope) counts.kept++;
      continue;
    }
    const reason = answer.inScope ? null : answer.reason;
    if (reason !== null) counts.marked++;
    if (reason === store.outOfScopeReason) continue;
    changes.set(store.id, reason);
    if (reason === null) counts.cleared++;
    else counts.newlyMarked++;
  }
  await setOutOfScopeReasons(db, changes);
  return counts;
}
