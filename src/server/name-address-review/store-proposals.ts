// A store's name and address proposals, newest first, with how each was decided: the part of the
// store's history in /admin that does not go live without review (ADR 044).
import type { Db } from "../../../db/client.ts";
import { storeProposals } from "../../../db/queries/name-address-changes.ts";
import type { NameAddressChangeJson } from "../../shared/owner-editing/name-address-schema.ts";
import { serializeProposal } from "./serialize.ts";

export async function storeNameAddressHistory(db: Db, storeId: string): Promise<NameAddressChangeJson[]> {
  return (await storeProposals(db, storeId)).map(serializeProposal);
}
