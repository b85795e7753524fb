// GET /api/circulars/reach/{id} - { subscribers, town }: how many confirmed subscribers the next
// weekly digest of the store's town reaches (its own and its state's; ADR 039). A count only, for
// the store's owner (or an admin) on the circulars screen.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { digestReachOfTown } from "../db/queries/newsletter-digest.ts";
import { requireCircularOwner } from "../src/server/circulars/require-owner.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { findStore, requireStoreId } from "../src/server/stores/find-store.ts";
import type { DigestReachJson } from "../src/shared/api/newsletter.ts";

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
