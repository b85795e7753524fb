// Scheduled (every 5 minutes): boosts that ended ask for a rebuild; one-time boosts ending within 3
// days mail their owner once (src/boosts/lifecycle.server.ts). npm start runs the same every minute.
import { getDb } from "../db/client.ts";
import { runBoostLifecycle } from "../src/boosts/lifecycle.server.ts";

export default async () => {
  const result = await runBoostLifecycle(await getDb());
  console.log(`boost lifecycle: ${result.ended} ended, ${result.reminded} reminded`);
  return new Response(null, { status: 204 });
};

export const config = { schedule: "*/5 * * * *" };
