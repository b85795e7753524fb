// GET /api/circulars/reach/{id} - { subscribers, town }: how many confirmed subscribers the next
// weekly digest of the store's town reaches (its own and its state's; ADR 039). A count only, for
// the store's owner (or an admin) on the circulars screen.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { digestReachOfTown } from "../src/newsletter/newsletter-digest-queries.server.ts";
import { requireCircularOwner } from "../src/owners/require-owner.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { findStore, requireStoreId } from "../src/stores/find-store.server.ts";
import type { DigestReachJson } from "../src/newsletter/newsletter-json.ts";

export default handle({
  GET: async (_request: Request, context: Context) => {
    const db = await getDb();
    const store = await findStore(db, requireStoreId(context.params.id));
    await requireCircularOwner(db, store.id, context);
    const answer: DigestReachJson = {
      subscribers: await digestReachOfTown(db, store.cityId),
      town: `${store.cityName}, ${store.state}`,
    };
    return json(answer);
  },
});

export const config = { path: "/api/circulars/reach/:id" };
