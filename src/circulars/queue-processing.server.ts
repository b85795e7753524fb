// Starts processing after the upload has answered. On Netlify a synchronous function is frozen once
// it responds, so the work goes to a background function (15 minutes, retried) by its URL; under
// `npm start` and in tests the functions stay loaded, so it runs in this process after the answer.
import type { Db } from "../../db/client.ts";
import { env } from "../platform/env.server.ts";
import { processCircular, processingSignature } from "./process-circular.server.ts";

const running = new Set<Promise<void>>();

export async function queueProcessing(db: Db, id: string): Promise<void> {
  // Without a local blob server the files are in Netlify's own store: this runs on Netlify.
  const { NETLIFY, BLOBS_LOCAL_URL } = env();
  if (NETLIFY === "true" || !BLOBS_LOCAL_URL) {
    const response = await fetch(new URL("/.netlify/functions/circular-process-background", env().SITE_URL), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ id, signature: processingSignature(id) }),
    });
    if (!response.ok) console.warn(`circular ${id}: background processing answered ${response.status}`);
    return;
  }
  const job = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => processCircular(db, id))
    .catch((error: unknown) => console.warn(`circular ${id}: processing failed: ${(error as Error).message}`))
    .finally(() => running.delete(job));
  running.add(job);
}

/** Resolves when every in-process job has finished (tests, and a clean shutdown). */
export async function processingIdle(): Promise<void> {
  while (running.size) await Promise.all([...running]);
}
