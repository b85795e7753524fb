// Scheduled (every 5 minutes): fires the build hook when content changed since the last build, or
// vote counts did and the last build is older than the vote interval (ADR 042). bench/day.ts reads
// this schedule to replay a day through the same rule.
import { triggerBuildHook } from "../src/site/build-hook.server.ts";

export default async () => {
  const result = await triggerBuildHook({ force: false });
  console.log(`stale-site check: ${result}`);
  return new Response(null, { status: 204 });
};

export const config = { schedule: "*/5 * * * *" };
