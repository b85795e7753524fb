// The one opening of both boost purchases (monthly and one-time): the shared purchase body, the
// purchase limits of the requester (ADR 058), then the plan's own checkout.
import type { Context } from "@netlify/functions";
import { getDb, type Db } from "../../db/client.ts";
import { json } from "../platform/handler.server.ts";
import { readJson } from "../platform/read-json.server.ts";
import { identifyRequester, type Requester } from "../platform/requester.server.ts";
import { limitPurchases } from "./purchase-limit.server.ts";
import { boostPurchaseSchema, type BoostPurchase } from "./purchase-schema.ts";

type Checkout = (db: Db, input: BoostPurchase, requester: Requester) => Promise<unknown>;

export function purchase(checkout: Checkout) {
  return async (request: Request, context: Context): Promise<Response> => {
    const input = boostPurchaseSchema.parse(await readJson(request));
    const db = await getDb();
    const requester = identifyRequester(request, context);
    await limitPurchases(db, requester);
    return json(await checkout(db, input, requester));
  };
}
