// Scheduled (nightly): rebuilds unconditionally, so time-based state (expired boosts) reaches pages.
import { triggerBuildHook } from "../src/site/build-hook.server.ts";

export default async () => {
  const result = await triggerBuildHook({ force: true });
  console.log(`nightly rebuild: ${result}`);
  return new Response(null, { status: 204 });
};

export const config = { schedule: "@daily" };
