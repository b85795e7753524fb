// The one opening of every admin function (issue #44): the database, the admin session, the JSON body,
// the route's addresses and the query string, then the action. A function states only its address,
// what it reads and what it does:
//
//   export default handle({
//     POST: admin({
//       params: { id: requireClaimId },
//       body: rejectionSchema,
//       run: (db, { params, body }) => rejectClaim(db, params.id, body.reason),
//     }),
//   });
//
// `handle()` (src/platform/handler.server.ts) keeps the rest of every function's guard around it: the
// method, the same-site check on every write, the error mapping and the security headers.
//
// Every admin call checks in the same order, so an answer never depends on which file serves it:
//   1. the admin session (401), before a byte of the request is read;
//   2. the body, when the action takes one, through readJson: exact JSON media type, size cap, valid
//      JSON (415, 413, 400), before the addresses, like every JSON write;
//   3. the route's addresses, each by its parser in the order given (a 404 when wrong);
//   4. the query string, then the body, by their schemas (422; 400 for text that cannot be stored);
//   5. the action. What it returns is answered as JSON (no-store); a Response as it is.
import type { Context } from "@netlify/functions";
import { getDb, type Db } from "../../db/client.ts";
import { notFound } from "../platform/errors.server.ts";
import { json } from "../platform/handler.server.ts";
import { readJson } from "../platform/read-json.server.ts";
import { isUuid } from "../stores/identifier.server.ts";
import { requireAdmin } from "./require-admin.server.ts";

type Handler = (request: Request, context: Context) => Promise<Response>;

/** Turns untrusted input into a value or throws: a zod schema, or a hand-written `{ parse }`. */
export interface Parser<T> {
  parse(input: unknown): T;
}

/** The route's addresses by name, each with the function that checks it and throws when it is wrong. */
export type ParamParsers = Record<string, (raw: string | undefined) => unknown>;

export interface AdminInput<P extends ParamParsers, B, Q> {
  /** The route's addresses, checked. */
  params: { [K in keyof P]: ReturnType<P[K]> };
  /** The JSON body, parsed by `body`; undefined when the action takes none (the body is then not read). */
  body: B;
  /** The query string's fields (the last of a repeated one), parsed by `query`; else undefined. */
  query: Q;
  /** The query string itself, for actions that read it their own way. */
  searchParams: URLSearchParams;
  request: Request;
  context: Context;
}

export interface AdminAction<P extends ParamParsers, B, Q> {
  params?: P;
  body?: Parser<B>;
  query?: Parser<Q>;
  run: (db: Db, input: AdminInput<P, B, Q>) => Promise<unknown>;
}

/** One method of an admin function: answers only a signed-in admin; see the order above. */
export function admin<P extends ParamParsers = Record<never, never>, B = undefined, Q = undefined>(
  action: AdminAction<P, B, Q>,
): Handler {
  return async (request, context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    const rawBody = action.body ? await readJson(request) : undefined;
    const params: Record<string, unknown> = {};
    for (const [name, parse] of Object.entries(action.params ?? {})) params[name] = parse(context.params[name]);
    const searchParams = new URL(request.url).searchParams;
    const query = action.query?.parse(Object.fromEntries(searchParams));
    const body = action.body?.parse(rawBody);
    const input = { params, body, query, searchParams, request, context } as AdminInput<P, B, Q>;
    const result = await action.run(db, input);
    return result instanceof Response ? result : json(result);
  };
}

/** A route address that must be a UUID (answered lower-case); anything else is a 404 with `goneMessage`. */
export const uuidParam =
  (goneMessage: string) =>
  (raw: string | undefined): string => {
    if (!raw || !isUuid(raw)) throw notFound(goneMessage);
    return raw.toLowerCase();
  };
