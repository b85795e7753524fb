// Keeps every row's facts as its store's source record (ADR 061), once the import has matched its
// rows: the rows it imported, the older records of those stores, and the rows it did not publish
// (ended, sent to review, rejected) of a store it knows, by the record or at the store's address.
// The store's history, its review evidence and the next import then read the same facts.
import type { Db } from "../../../db/client.ts";
import { upsertSourceRecords } from "../source-records-queries.server.ts";
import type { NewStoreSourceRecord } from "../../../db/schema.ts";
import { SNAP_SOURCE } from "../../stores/import-sources.ts";
import type { SnapImportResult } from "./import-result.server.ts";
import type { SnapPlan, SnapPlanRow } from "./plan-types.server.ts";
import { newerFirst } from "./same-store.server.ts";
import type { StoreIndex } from "./store-index.server.ts";

const BATCH = 1_000;

function storeOf(
  row: SnapPlanRow,
  i: number,
  record: string,
  index: StoreIndex,
  result: SnapImportResult,
): string | undefined {
  const lead = row.sameStoreAs ?? i;
  const outcome = result.outcomes.get(lead);
  if (outcome) return outcome.storeId;
  const holder = index.holder(record);
  if (holder) return holder.id;
  // A chain's or an out-of-scope town's row is no record of a store this directory knows.
  if (row.decision === "chain" || row.decision === "out_of_scope" || !row.address) return undefined;
  return index.atAddress({ name: row.name, address: row.address, zipCode: row.zip })?.id;
}

export async function writeSourceRecords(
  db: Db,
  plan: SnapPlan,
  records: (string | null)[],
  index: StoreIndex,
  result: SnapImportResult,
  fileDate: string | null,
  now: Date,
): Promise<void> {
  // One row per record: a record listed under several spells keeps its newest.
  const newest = new Map<string, { row: SnapPlanRow; storeId: string }>();
  plan.rows.forEach((row, i) => {
    const record = records[i];
    if (!record) return;
    const storeId = storeOf(row, i, record, index, result);
    if (!storeId) return;
    const known = newest.get(record);
    if (!known || newerFirst(row, known.row) < 0) newest.set(record, { row, storeId });
  });
  const values: NewStoreSourceRecord[] = [...newest].map(([recordId, { row, storeId }]) => ({
    groceryStoreId: storeId,
    source: SNAP_SOURCE,
    recordId,
    storeType: row.storeType || null,
    name: row.name,
    address: row.address || null,
    zipCode: row.zip,
    authorizedOn: row.authorizedOn,
    endedOn: row.endedOn,
    fileDate,
    decision: row.decision,
    reason: row.reason,
  }));
  for (let start = 0; start < values.length; start += BATCH)
    await db.transaction((tx) => upsertSourceRecords(tx, values.slice(start, start + BATCH), now));
}
