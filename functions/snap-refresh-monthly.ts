// Scheduled (monthly): starts the refresh from USDA's newest SNAP retailer file (ADR 064) in the
// background function, which has the minutes the file needs. Without SNAP_REFRESH_URL, says so.
import { getDb } from "../db/client.ts";
import { queueSnapRefresh } from "../src/imports/refresh/queue-refresh.server.ts";

export default async () => {
  console.log(`USDA refresh: ${await queueSnapRefresh(await getDb())}`);
  return new Response(null, { status: 204 });
};

export const config = { schedule: "@monthly" };
