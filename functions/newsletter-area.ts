// GET  /api/newsletter/area?token= - { citySlug, state, label }: the digest's area of the subscriber
//                                     whose mail link carries the token
// POST /api/newsletter/area - { token, citySlug? | state? } -> the same, after changing it (ADR 039)
import { getDb } from "../db/client.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { readJson } from "../src/platform/read-json.server.ts";
import { areaTokenSchema, changeArea, changeAreaSchema, readArea } from "../src/newsletter/change-area.server.ts";

export default handle({
  GET: async (request: Request) => {
    const token = areaTokenSchema.parse(new URL(request.url).searchParams.get("token") ?? "");
    return json(await readArea(await getDb(), token));
  },
  POST: async (request: Request) => {
    const { token, ...area } = changeAreaSchema.parse(await readJson(request));
    return json(await changeArea(await getDb(), token, area));
  },
});

export const config = { path: "/api/newsletter/area" };
