// The one admin wrapper (src/admin/admin-handler.server.ts): the session first and nothing read
// without it, then the body's media type, size and JSON, then the addresses in order, then the query
// and body schemas, then the action; data is answered as no-store JSON and a Response as it is.
import type { Context } from "@netlify/functions";
import { beforeAll, describe, expect, it } from "vitest";
import { admin, uuidParam } from "../../src/admin/admin-handler.server.ts";
import { notFound } from "../../src/platform/errors.server.ts";
import { handle, handledMethods, json } from "../../src/platform/handler.server.ts";
import { z } from "../../src/platform/zod.ts";
import { text } from "../../src/platform/text.ts";
import { adminCookie, asAdmin } from "../helpers/admin.ts";
import { callFunction, SITE_ORIGIN } from "../helpers/call-function.ts";
import { engine } from "../helpers/test-db.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";

useFunctionTestEnv({ adminPassword: true });

const ID = "6F0E7C1A-3B2D-4E5F-8A9B-0C1D2E3F4A5B";
const OTHER = "0c1d2e3f-4a5b-4e5f-8a9b-6f0e7c1a3b2d";
const calls: string[] = [];
const checked =
  (name: string, message: string) =>
  (raw: string | undefined): string => {
    calls.push(name);
    return uuidParam(message)(raw);
  };
const bodySchema = z.object({ reason: text().min(1, "Give a reason") });
const querySchema = z.object({ n: z.coerce.number({ error: "n must be a number" }) });

const fn = handle({
  GET: admin({
    params: { id: checked("id", "No such thing.") },
    query: querySchema,
    run: async (_db, { params, query, body }) => ({ id: params.id, n: query.n, body: body ?? null }),
  }),
  POST: admin({
    params: { id: checked("id", "No such thing."), otherId: checked("otherId", "No such other thing.") },
    body: bodySchema,
    run: async (_db, { params, body }) => json({ ...params, reason: body.reason }, { status: 202 }),
  }),
  DELETE: admin({ run: async (_db, { body, query }) => ({ body: body ?? null, query: query ?? null }) }),
});

let cookie: string;
beforeAll(async () => {
  cookie = await adminCookie("192.0.2.150");
});

describe(`the admin wrapper on ${engine}`, () => {
  it("keeps handle()'s methods, so route tables and the guard tests still find them", () => {
    expect(handledMethods(fn)).toEqual(["GET", "POST", "DELETE"]);
  });

  it("refuses without a session before reading anything of the request", async () => {
    calls.length = 0;
    const request = new Request(`${SITE_ORIGIN}/x`, {
      method: "POST",
      headers: { origin: SITE_ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ reason: "r" }),
    });
    const context = { params: { id: ID, otherId: OTHER }, cookies: { get: () => undefined } } as unknown as Context;
    const response = await fn(request, context);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: "unauthorized", message: "Admin sign-in required." } });
    expect(request.bodyUsed).toBe(false);
    expect(calls).toEqual([]);
  });

  it("keeps the same-site check on writes, even for a signed-in admin", async () => {
    const response = await callFunction(fn, "/x", {
      method: "POST",
      params: { id: ID, otherId: OTHER },
      body: { reason: "r" },
      headers: { cookie },
      origin: "https://evil.example",
    });
    expect(response.status).toBe(403);
  });

  it("checks the body's media type before the addresses", async () => {
    calls.length = 0;
    const response = await callFunction(
      fn,
      "/x",
      asAdmin(cookie, {
        method: "POST",
        params: { id: "nope", otherId: OTHER },
        body: "{}",
        headers: { "content-type": "text/plain" },
      }),
    );
    expect(response.status).toBe(415);
    expect(calls).toEqual([]);
  });

  it("checks malformed JSON before the addresses", async () => {
    const response = await callFunction(
      fn,
      "/x",
      asAdmin(cookie, { method: "POST", params: { id: "nope", otherId: OTHER }, body: "{" }),
    );
    expect([response.status, response.body.error.code]).toEqual([400, "bad_request"]);
  });

  it("checks the addresses in the order given, before the body's schema", async () => {
    const post = (params: Record<string, string>, body: unknown) =>
      callFunction(fn, "/x", asAdmin(cookie, { method: "POST", params, body }));
    expect((await post({ id: "nope", otherId: "nope" }, {})).body).toEqual({
      error: { code: "not_found", message: "No such thing." },
    });
    expect((await post({ id: ID, otherId: "nope" }, {})).body).toEqual({
      error: { code: "not_found", message: "No such other thing." },
    });
    const invalid = await post({ id: ID, otherId: OTHER }, { reason: "" });
    expect([invalid.status, invalid.body.error.message]).toEqual([422, "Give a reason"]);
  });

  it("passes the parsed addresses and body to the action, and a Response through as it is", async () => {
    const response = await callFunction(
      fn,
      "/x",
      asAdmin(cookie, { method: "POST", params: { id: ID, otherId: OTHER }, body: { reason: "dup" } }),
    );
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ id: ID.toLowerCase(), otherId: OTHER, reason: "dup" });
  });

  it("parses the query string by its schema and answers data as no-store JSON", async () => {
    const ok = await callFunction(fn, "/x?n=1&n=7", asAdmin(cookie, { params: { id: ID } }));
    expect(ok.status).toBe(200);
    expect(ok.headers.get("cache-control")).toBe("no-store");
    expect(ok.headers.get("x-content-type-options")).toBe("nosniff");
    expect(ok.body).toEqual({ id: ID.toLowerCase(), n: 7, body: null });

    const bad = await callFunction(fn, "/x?n=many", asAdmin(cookie, { params: { id: ID } }));
    expect([bad.status, bad.body.error.message]).toEqual([422, "n must be a number"]);
    const gone = await callFunction(fn, "/x?n=many", asAdmin(cookie, { params: { id: "nope" } }));
    expect(gone.body.error).toEqual({ code: "not_found", message: "No such thing." });
  });

  it("does not read a body the action does not take", async () => {
    const response = await callFunction(
      fn,
      "/x?q=1",
      asAdmin(cookie, { method: "DELETE", body: "not json", headers: { "content-type": "text/plain" } }),
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ body: null, query: null });
  });

  it("maps an error the action throws like every function's", async () => {
    const failing = handle({
      GET: admin({
        run: async () => {
          throw notFound("Gone.");
        },
      }),
    });
    const response = await callFunction(failing, "/x", asAdmin(cookie));
    expect([response.status, response.body]).toEqual([404, { error: { code: "not_found", message: "Gone." } }]);
  });
});
