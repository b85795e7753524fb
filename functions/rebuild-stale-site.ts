// Scheduled (every 5 minutes): fires the build hook when data changed since the last build.
import { triggerBuildHook } from "../src/server/rebuild/build-hook.ts";

export default async () => {
  const result = await triggerBuildHook({ force: false });
  console.log(`stale-site check: ${result}`);
  return new Response(null, { status: 204 });
};

export const config = { schedule: "*/5 * * * *" };
