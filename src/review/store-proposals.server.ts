// A store's name and address proposals, newest first, with how each was decided: the part of the
// store's history in /admin that does not go live without review (ADR 044).
import type { Db } from "../../db/client.ts";
import { storeProposals } from "./name-address-changes-queries.server.ts";
import type { NameAddressChangeJson } from "../owners/name-address-schema.ts";
import { serializeProposal } from "./serialize-name-address.server.ts";

export async function storeNameAddressHistory(db: Db, storeId: string): Promise<NameAddressChangeJson[]> {
  return (await storeProposals(db, storeId)).map(serializeProposal);
}
