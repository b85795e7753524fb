// Background function (Netlify: the "-background" name, 15 minutes, retried): processes one
// uploaded circular, named with a signature only the upload function can make. No public route:
// the upload function calls /.netlify/functions/circular-process-background. ADR 018.
import { getDb } from "../db/client.ts";
import { isValidProcessingSignature, processCircular } from "../src/circulars/process-circular.server.ts";
import { readJson } from "../src/platform/read-json.server.ts";

export default async (request: Request) => {
  const body = (await readJson(request).catch(() => null)) as { id?: unknown; signature?: unknown } | null;
  const id = typeof body?.id === "string" ? body.id : "";
  const signature = typeof body?.signature === "string" ? body.signature : "";
  if (!id || !isValidProcessingSignature(id, signature)) return new Response(null, { status: 403 });
  await processCircular(await getDb(), id);
  return new Response(null, { status: 202 });
};
