// What an upload must pass before a byte of its body is read (issue #23): 40 unauthenticated 10 MB
// posts, each read whole before its 401, used to hold a gigabyte of memory. The store named in the
// address (`?groceryStoreId=`, as the upload panel sends it) gets the full owner, boost check;
// without it, at least an owner's or an admin's session. And only a few uploads are read at once.
import type { Context } from "@netlify/functions";
import type { Db } from "../../../db/client.ts";
import { hasAdminSession } from "../admin/session.ts";
import { ApiError } from "../http/errors.ts";
import { findStore } from "../stores/find-store.ts";
import { sessionEmail } from "../verification/email-proof.ts";
import { REASONS } from "./owner-access.ts";
import { requireUploader } from "./upload-circular.ts";

/** Uploads whose bodies are read at the same time, per server process. */
export const MAX_CONCURRENT_UPLOADS = 3;
/** Uploads that wait (unread: the socket holds their bytes) for one of those; more get a 429. */
export const MAX_WAITING_UPLOADS = 20;
let uploadsInFlight = 0;
const waiting: (() => void)[] = [];

/** The store the address names (checked: its owner or an admin asks), or undefined (a session asks). */
export async function checkUploaderBeforeBody(
  db: Db,
  request: Request,
  context: Pick<Context, "cookies">,
): Promise<string | undefined> {
  const named = new URL(request.url).searchParams.get("groceryStoreId");
  if (named) {
    const store = await findStore(db, named);
    await requireUploader(db, store.id, context);
    return named;
  }
  const [admin, email] = await Promise.all([hasAdminSession(db, context), sessionEmail(db, context)]);
  if (!admin && !email) throw new ApiError("unauthorized", REASONS.no_proof);
  return undefined;
}

/** Runs `read` once fewer than MAX_CONCURRENT_UPLOADS are being read; a 429 when too many wait. */
export async function withUploadSlot<T>(read: () => Promise<T>): Promise<T> {
  if (uploadsInFlight >= MAX_CONCURRENT_UPLOADS) {
    if (waiting.length >= MAX_WAITING_UPLOADS) {
      throw new ApiError("rate_limited", "Too many uploads are in progress. Please try again in a moment.", {
        retryAfterSeconds: 5,
      });
    }
    // The finishing upload hands its slot straight over: the count stays as it is.
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    uploadsInFlight++;
  }
  try {
    return await read();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else uploadsInFlight--;
  }
}
