// Background function (Netlify: the "-background" name, 15 minutes): runs one bulk enrichment run,
// named with a signature only the starting function can make. No public route: the update-all
// functions call /.netlify/functions/enrichment-run-background. ADR 021.
import { getDb } from "../db/client.ts";
import { isValidEnrichmentJobSignature, runJob } from "../src/enrichment/bulk-jobs.server.ts";
import { readJson } from "../src/platform/read-json.server.ts";

export default async (request: Request) => {
  const body = (await readJson(request).catch(() => null)) as { id?: unknown; signature?: unknown } | null;
  const id = typeof body?.id === "string" ? body.id : "";
  const signature = typeof body?.signature === "string" ? body.signature : "";
  if (!id || !isValidEnrichmentJobSignature(id, signature)) return new Response(null, { status: 403 });
  await runJob(await getDb(), id);
  return new Response(null, { status: 202 });
};
