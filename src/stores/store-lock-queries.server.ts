// The store row lock: whoever changes a store, or something hanging off it (a boost purchase, a
// boost's activation, a claim, an admin edit, a listing review), takes it first, so two of them on
// one store queue up instead of interleaving. Not an admin query: the public purchase and Stripe's
// webhook take it too.
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { groceryStores } from "../../db/schema.ts";

/** One store whatever its state (deleted ones too), locked for the rest of the transaction. */
export async function getStoreForUpdate(tx: Tx, id: string) {
  const [row] = await tx.select().from(groceryStores).where(eq(groceryStores.id, id)).for("update");
  return row;
}
