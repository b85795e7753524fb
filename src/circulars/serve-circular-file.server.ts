// The one way a shopper gets a circular's stored file (the PDF or its first-page picture): only an
// active circular's, by a well-formed id, else the file's own "not available" 404.
import type { Context } from "@netlify/functions";
import { getDb } from "../../db/client.ts";
import { notFound } from "../platform/errors.server.ts";
import { isUuid } from "../stores/identifier.server.ts";
import { getCircularFile } from "./blob-store.server.ts";
import { getCircular } from "./circulars-queries.server.ts";

type Circular = NonNullable<Awaited<ReturnType<typeof getCircular>>>;

interface StoredFile {
  /** The 404's message, naming what is missing. */
  missing: string;
  /** The blob key of the file to serve, when the circular has one. */
  key: (circular: Circular) => string | null | undefined;
  headers: (circular: Circular) => Record<string, string>;
}

const SHOWN = ["active", "published"];

export function serveCircularFile(file: StoredFile) {
  return async (_request: Request, context: Context): Promise<Response> => {
    const missing = () => notFound(file.missing);
    const id = context.params.id;
    if (!id || !isUuid(id)) throw missing();
    const circular = await getCircular(await getDb(), id.toLowerCase());
    const key = circular && SHOWN.includes(circular.status) ? file.key(circular) : null;
    if (!circular || !key) throw missing();
    const bytes = await getCircularFile(key);
    if (!bytes) throw missing();
    return new Response(bytes as BodyInit, {
      headers: { ...file.headers(circular), "x-content-type-options": "nosniff" },
    });
  };
}
