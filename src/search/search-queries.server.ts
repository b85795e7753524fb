// Forgiving search in Postgres: prefix and trigram similarity for typos, edit distance for short
// names, full text over store name, address and ZIP. No scan in JavaScript.
import { and, eq, inArray, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { ParsedQuery } from "./search-terms.ts";
import type { Db } from "../../db/client.ts";
import { circulars, cities, groceryStores, storeNameWords } from "../../db/schema.ts";
import { listedStore } from "../stores/store-visibility-queries.server.ts";
import { publicStoreWithCity, storeRanking, type PublicStoreRow } from "../stores/stores-queries.server.ts";

/**
 * The search's statements, built by drizzle once per database and shape (which lookups a search
 * has) and run with the search's values as parameters: building the SQL cost more than planning
 * it (ADR 050). They stay unnamed, so the server plans each search for its own values: a named
 * statement soon switches to a generic plan, twice as slow for broad words like "market", and
 * the embedded server shares one session between connections, where names collide (ADR 026).
 */
const statements = new WeakMap<Db, Map<string, unknown>>();

/** drizzle's `prepare` takes a name; the empty one is the wire protocol's unnamed statement. */
const UNNAMED = "";

function builtOnce<T>(db: Db, shape: string, build: () => T): T {
  let built = statements.get(db);
  if (!built) statements.set(db, (built = new Map()));
  if (!built.has(shape)) built.set(shape, build());
  return built.get(shape) as T;
}

const value = (name: string) => sql.placeholder(name);

export interface CitySuggestion {
  id: number;
  slug: string;
  name: string;
  state: string;
}

const foldedName = sql`lower(unaccent(${cities.name}))`;

/** Up to `limit` towns for a query: exact, then prefix, then the most similar spelling. */
export async function searchCities(db: Db, query: ParsedQuery, limit = 3): Promise<CitySuggestion[]> {
  if (query.zip) return citiesWithZip(db, query.zip, limit);
  if (query.term.length < 2) return [];
  const statement = builtOnce(db, `towns${query.state ? " in state" : ""}`, () => {
    const term = sql`unaccent(${value("term")})`;
    const prefix = sql`${foldedName} like unaccent(${value("likeSafe")}) || '%'`;
    const closeSpelling = sql`levenshtein_less_equal(${foldedName}, ${term}, ${value("maxDistance")}) <= ${value("maxDistance")}`;
    const similar = sql`${foldedName} % ${term}`;
    return db
      .select({ id: cities.id, slug: cities.slug, name: cities.name, state: cities.state })
      .from(cities)
      .where(and(query.state ? eq(cities.state, value("state")) : undefined, or(prefix, similar, closeSpelling)))
      .orderBy(
        sql`(${foldedName} = ${term}) desc`,
        sql`(${prefix}) desc`,
        sql`similarity(${foldedName}, ${term}) desc`,
        cities.name,
        cities.state,
      )
      .limit(value("limit"))
      .prepare(UNNAMED);
  });
  return statement.execute({
    term: query.term,
    likeSafe: query.term.replace(/[\\%_]/g, "\\$&"),
    // One wrong, missing or swapped letter; a swap costs 2 in Levenshtein distance.
    maxDistance: query.term.length <= 3 ? 1 : 2,
    state: query.state,
    limit,
  });
}

async function citiesWithZip(db: Db, zip: string, limit: number): Promise<CitySuggestion[]> {
  const statement = builtOnce(db, "towns by ZIP", () =>
    db
      .selectDistinct({ id: cities.id, slug: cities.slug, name: cities.name, state: cities.state })
      .from(cities)
      .innerJoin(groceryStores, eq(groceryStores.cityId, cities.id))
      .where(and(eq(groceryStores.zipCode, value("zip")), listedStore))
      .orderBy(cities.name)
      .limit(value("limit"))
      .prepare(UNNAMED),
  );
  return statement.execute({ zip, limit });
}

/**
 * Stores whose circular valid today mentions every word of the term (stemmed: "apple" finds
 * "apples"); not a direct match, so they rank below the others.
 */
function inCurrentCircular(term: Placeholder, where?: SQL): SQL {
  const ofStores = where
    ? sql` and ${circulars.groceryStoreId} in (select ${groceryStores.id} from ${groceryStores} where ${where})`
    : sql``;
  return sql`select ${circulars.groceryStoreId} as id, false as direct from ${circulars}
    where ${circulars.status} in ('active', 'published')
      and ${circulars.startDate} <= current_date and ${circulars.endDate} >= current_date
      and ${circulars.searchVector} @@ plainto_tsquery('english', ${term})${ofStores}`;
}

/**
 * A tsquery for stores whose name has, for every word typed, that word or a close spelling of it:
 * each word's alternatives come from the dictionary of store-name words (store_name_words, a few
 * thousand rows), found by trigram similarity (indexed) and kept within an edit distance that
 * grows with the word (none for 1-2 letters, one for 3-5, two from 6, where a swap costs 2). So
 * "markt" finds "market" but "mar" or "marion" do not. Null, so nothing matches, when a typed
 * word has no close name word or the term has no words at all. Evaluated once per statement
 * (an uncorrelated subquery), then matched against the GIN-indexed search_vector.
 */
export function nameWordsQuery(term: string | Placeholder): SQL {
  const maxDistance = sql`(case when length(typed.lexeme) <= 2 then 0 when length(typed.lexeme) <= 5 then 1 else 2 end)`;
  return sql`(select case when bool_and(per_word.alternatives is not null) then tsquery_and_agg(per_word.alternatives) end
    from (
      select tsquery_or_agg(plainto_tsquery('simple', ${storeNameWords.word})) as alternatives
      from unnest(to_tsvector('simple', ${term})) as typed
      left join ${storeNameWords} on ${storeNameWords.word} % typed.lexeme
        and levenshtein_less_equal(${storeNameWords.word}, typed.lexeme, ${maxDistance}) <= ${maxDistance}
      group by typed.lexeme
    ) as per_word)`;
}

/** The ids of stores where `condition` (and `inState`, if any) holds, with whether that is a direct match. */
const storeIdsWhere = (condition: SQL, inState?: SQL) =>
  sql`select ${groceryStores.id} as id, true as direct from ${groceryStores} where ${and(condition, inState)}`;

/**
 * Stores in the matched towns, or whose name, address or ZIP match, ranked like everywhere else;
 * then stores whose current circular mentions the words, below every direct match.
 *
 * The candidates come from one indexed lookup per way of matching (town, ZIP, full text, name
 * words, circular text), joined by UNION: one WHERE with all of them OR-ed together made
 * PostgreSQL test the trigram and text conditions on every store, about 130 ms at 15,000 stores
 * against 5 ms this way (ADR 025). Name typos go through the dictionary of name words
 * (nameWordsQuery), not a trigram index on whole names: that one let "marion" pull in every
 * "Market" for an index recheck, ~15 ms at 15,000 stores (ADR 031). Each lookup also says whether
 * it is a direct match, so the ranking needs no second copy of the conditions: repeating them in
 * ORDER BY made planning the largest share of a search (ADR 032).
 */
export async function searchStores(
  db: Db,
  query: ParsedQuery,
  matchedCityIds: number[],
  limit = 60,
): Promise<Array<PublicStoreRow & { direct: boolean }>> {
  const towns = matchedCityIds.length;
  const byWords = query.term.length >= 2;
  if (!towns && !query.zip && !byWords) return [];
  const shape = `stores: ${towns} towns${query.zip ? ", ZIP" : ""}${byWords ? ", words" : ""}${query.state ? ", state" : ""}`;
  const statement = builtOnce(db, shape, () => {
    const lookups: SQL[] = [];
    // "Town, ST": each lookup keeps the state's stores itself. A state filter joined on after the
    // lookups made PostgreSQL read every store of the state to keep the few found (ADR 072).
    const inState = query.state
      ? sql`${groceryStores.cityId} in (select ${cities.id} from ${cities} where ${cities.state} = ${value("state")})`
      : undefined;
    // One parameter per town (at most searchCities' limit), as `in (...)` has always been planned.
    const townIds = matchedCityIds.map((_, i) => value(`town${i}`));
    if (towns) lookups.push(storeIdsWhere(inArray(groceryStores.cityId, townIds), inState));
    if (query.zip) lookups.push(storeIdsWhere(eq(groceryStores.zipCode, value("zip")), inState));
    if (byWords) {
      lookups.push(
        storeIdsWhere(sql`${groceryStores.searchVector} @@ plainto_tsquery('simple', ${value("term")})`, inState),
      );
      lookups.push(storeIdsWhere(sql`${groceryStores.searchVector} @@ ${nameWordsQuery(value("term"))}`, inState));
      lookups.push(inCurrentCircular(value("term"), inState));
    }
    const found = sql`(select id, bool_or(direct) as direct from (${sql.join(lookups, sql` union all `)}) as lookups group by id) as found`;
    const order = [sql`found.direct desc`, ...storeRanking];
    // Ranked on the few columns the ranking reads, cut to `limit`, and only then widened to the
    // public row: a town of hundreds of stores sorted whole rows and looked up each one's photo (ADR 072).
    const ranked = db
      .select({
        id: groceryStores.id,
        // `direct`: found by town, name, address or ZIP; false when only its current circular matched.
        direct: sql<boolean>`found.direct`.as("direct"),
        place: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as("place"),
      })
      .from(groceryStores)
      .innerJoin(found, sql`found.id = ${groceryStores.id}`)
      .where(listedStore)
      .orderBy(sql`place`)
      .limit(value("limit"))
      .as("ranked");
    return db
      .select({ ...publicStoreWithCity, direct: ranked.direct })
      .from(ranked)
      .innerJoin(groceryStores, eq(groceryStores.id, ranked.id))
      .innerJoin(cities, eq(cities.id, groceryStores.cityId))
      .orderBy(ranked.place)
      .prepare(UNNAMED);
  });
  return statement.execute({
    ...Object.fromEntries(matchedCityIds.map((id, i) => [`town${i}`, id])),
    zip: query.zip,
    term: query.term,
    state: query.state,
    limit,
  });
}
