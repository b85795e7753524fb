// Calling the circular functions as a browser would: multipart uploads, the owner's e-mail session.
import { createHash, randomBytes } from "node:crypto";
import type { Context } from "@netlify/functions";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { createEmailSession } from "../../src/owners/email-sessions-queries.server.ts";
import { groceryStores, storeOwners } from "../../db/schema.ts";
import upload from "../../functions/circulars.ts";
import { CookieJar } from "../../scripts/lib/warm-functions.ts";
import { EMAIL_SESSION_COOKIE } from "../../src/owners/email-proof.server.ts";
import { SITE_ORIGIN } from "./call-function.ts";

/** The Cookie header of a proven e-mail session for `email` (what the mailed code opens). */
export async function ownerCookie(db: Db, email: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const hash = createHash("sha256").update(token).digest("hex");
  await createEmailSession(db, hash, email, new Date(Date.now() + 3600_000));
  return `${EMAIL_SESSION_COOKIE}=${token}`;
}

export interface UploadInput {
  file?: Uint8Array;
  filename?: string;
  type?: string;
  startDate?: string;
  endDate?: string;
  groceryStoreId?: string;
}

export async function uploadRequest(input: UploadInput, cookie?: string, origin: string | null = SITE_ORIGIN) {
  const form = new FormData();
  if (input.file)
    form.set(
      "file",
      new File([input.file as BlobPart], input.filename ?? "weekly.pdf", { type: input.type ?? "application/pdf" }),
    );
  for (const name of ["startDate", "endDate", "groceryStoreId"] as const) {
    if (input[name] !== undefined) form.set(name, input[name]);
  }
  const encoded = new Response(form);
  const headers = new Headers({ "content-type": encoded.headers.get("content-type")! });
  if (cookie) headers.set("cookie", cookie);
  if (origin) headers.set("origin", origin);
  // As the upload panel sends it: the store named in the address too, checked before the body.
  const named = input.groceryStoreId !== undefined ? `?groceryStoreId=${encodeURIComponent(input.groceryStoreId)}` : "";
  return new Request(`${SITE_ORIGIN}/api/circulars${named}`, {
    method: "POST",
    headers,
    body: await encoded.arrayBuffer(),
  });
}

/** POST /api/circulars through the function, as Netlify calls it. */
export async function postCircular(input: UploadInput, cookie?: string) {
  const request = await uploadRequest(input, cookie);
  const context = {
    params: {},
    geo: {},
    ip: "127.0.0.1",
    cookies: new CookieJar(cookie ?? null),
  } as unknown as Context;
  const response = await upload(request, context);
  return { status: response.status, body: await response.json() };
}

/** Makes `email` the store's verified owner, as an approved claim does (ADR 037). */
export async function makeVerifiedOwner(db: Db, storeId: string, email: string): Promise<void> {
  const [owner] = await db.insert(storeOwners).values({ name: "Verified Owner", email }).returning();
  await db.update(groceryStores).set({ ownerId: owner!.id }).where(eq(groceryStores.id, storeId));
}
