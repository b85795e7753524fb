// Scheduled (hourly): removes the parts of circular uploads started more than an hour ago and never
// completed, so abandoned uploads do not pile up in the blob store (ADR 018).
import { sweepAbandonedUploads } from "../src/circulars/chunked-upload.server.ts";

export default async () => {
  const removed = await sweepAbandonedUploads();
  console.log(`circular uploads swept: ${removed}`);
  return new Response(null, { status: 204 });
};

export const config = { schedule: "@hourly" };
