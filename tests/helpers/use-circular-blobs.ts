// The local Blobs server a file of circular tests stores its PDFs in: started before the file's own
// hooks; after them, the circulars still being processed in the background are awaited (they write
// to it) and then it is stopped. Call it at the top of the file, after useFunctionTestEnv, so the
// database outlives the processing.
import { afterAll, beforeAll } from "vitest";
import { processingIdle } from "../../src/circulars/queue-processing.server.ts";
import { startLocalBlobs } from "./blobs.ts";

export function useCircularBlobs(): { readonly directory: string } {
  let blobs: Awaited<ReturnType<typeof startLocalBlobs>> | undefined;

  beforeAll(async () => {
    blobs = await startLocalBlobs();
  });

  afterAll(async () => {
    await processingIdle();
    await blobs?.stop();
  });

  return {
    get directory() {
      if (!blobs) throw new Error("useCircularBlobs: the store runs only inside the file's tests");
      return blobs.directory;
    },
  };
}
