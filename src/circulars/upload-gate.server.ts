// What an upload must pass before a byte of its body is read (issue #23): 40 unauthenticated 10 MB
// posts, each read whole before its 401, used to hold a gigabyte of memory. The store must be named
// in the address (`?groceryStoreId=`, as the upload panel sends it) and gets the full owner, boost
// check there: an upload that named none was read whole for any e-mail session before its 403, 312 MB
// for 40 of them (issue #43). And only a few uploads are read at once.
import type { Context } from "@netlify/functions";
import type { Db } from "../../db/client.ts";
import { hasAdminSession } from "../admin/session.server.ts";
import { ApiError } from "../platform/errors.server.ts";
import { findStore } from "../stores/find-store.server.ts";
import { sessionEmail } from "../owners/email-proof.server.ts";
import { REASONS } from "../owners/owner-access.server.ts";
import { requireUploader } from "./upload-circular.server.ts";

/** Uploads whose bodies are read at the same time, per server process. */
export const MAX_CONCURRENT_UPLOADS = 3;
/** Uploads that wait (unread: the socket holds their bytes) for one of those; more get a 429. */
export const MAX_WAITING_UPLOADS = 20;
let uploadsInFlight = 0;
const waiting: (() => void)[] = [];

export const STORE_NOT_NAMED =
  "This upload does not say which store it is for. Please upload it from the store's circulars page.";

/** The store the address names, once its owner (or an admin) is known to be asking. */
export async function checkUploaderBeforeBody(
  db: Db,
  request: Request,
  context: Pick<Context, "cookies">,
): Promise<string> {
  const named = new URL(request.url).searchParams.get("groceryStoreId")?.trim();
  if (!named) {
    // Nobody signed in hears that first, as from every other owner route.
    const [admin, email] = await Promise.all([hasAdminSession(db, context), sessionEmail(db, context)]);
    if (!admin && !email) throw new ApiError("unauthorized", REASONS.no_proof);
    throw new ApiError("bad_request", STORE_NOT_NAMED);
  }
  const store = await findStore(db, named);
  await requireUploader(db, store.id, context);
  return named;
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
