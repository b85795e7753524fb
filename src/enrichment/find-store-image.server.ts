// POST /api/admin/grocery-stores/{id}/get-image: the picture the store's own website offers
// (page-image.ts), fetched through the outbound fetcher and kept only if it really is an image.
import type { Db } from "../../db/client.ts";
import { updateStoreRow } from "../admin/admin-stores-queries.server.ts";
import { getStoreById, type StoreRow } from "../stores/stores-queries.server.ts";
import { ADMIN_ACTOR, recordAudit } from "../admin/audit.server.ts";
import { ApiError, notFound } from "../platform/errors.server.ts";
import { OutboundError, outboundFetch } from "../platform/outbound-fetch.server.ts";
import { requestRebuild } from "../site/request-rebuild.server.ts";
import { STORE_NOT_FOUND } from "../stores/find-store.server.ts";
import { pageImageCandidates } from "./page-image.server.ts";

const PAGE_LIMITS = { timeoutMs: 10_000, maxBytes: 1024 * 1024 };
const IMAGE_LIMITS = { timeoutMs: 8_000, maxBytes: 5 * 1024 * 1024 };
const CANDIDATES_TRIED = 3;

/** Why a store's website gave no image: the admin screen shows it as it is. */
export class NoImageError extends ApiError {
  constructor(message: string) {
    super("validation_failed", message);
  }
}

function unreachable(what: string, error: unknown): ApiError {
  const reason = error instanceof OutboundError ? error.message : "it could not be fetched.";
  return new ApiError("bad_gateway", `Failed to get image: the ${what} could not be fetched (${reason})`);
}

async function isImage(url: string): Promise<string | null> {
  try {
    const response = await outboundFetch(url, { ...IMAGE_LIMITS, headers: { accept: "image/*" } });
    const type = response.headers.get("content-type") ?? "";
    return response.status === 200 && /^image\//i.test(type) && response.body.length > 0 ? response.url : null;
  } catch {
    return null;
  }
}

/** The image URL for a store, from its website; throws with the reason when there is none. */
export async function discoverStoreImage(store: Pick<StoreRow, "website">): Promise<string> {
  if (!store.website)
    throw new NoImageError("Failed to scrape image: this store has no website to take an image from.");
  let page;
  try {
    page = await outboundFetch(store.website, {
      ...PAGE_LIMITS,
      headers: { accept: "text/html,application/xhtml+xml" },
    });
  } catch (error) {
    throw unreachable("store's website", error);
  }
  if (page.status !== 200) {
    throw new ApiError("bad_gateway", `Failed to get image: the store's website answered ${page.status}.`);
  }
  const candidates = pageImageCandidates(page.text(), page.url);
  if (candidates.length === 0) {
    throw new NoImageError("Failed to scrape image: the store's website has no og:image or logo.");
  }
  for (const candidate of candidates.slice(0, CANDIDATES_TRIED)) {
    const url = await isImage(candidate);
    if (url) return url;
  }
  throw new NoImageError("Failed to scrape image: the images the store's website names could not be loaded.");
}

export async function saveStoreImage(db: Db, store: Pick<StoreRow, "id" | "imageUrl">, imageUrl: string) {
  await db.transaction(async (tx) => {
    await updateStoreRow(tx, store.id, { imageUrl });
    await recordAudit(tx, {
      actor: ADMIN_ACTOR,
      action: "store.image.discover",
      entityType: "grocery_store",
      entityId: store.id,
      before: { imageUrl: store.imageUrl },
      after: { imageUrl },
    });
  });
}

export async function findStoreImage(db: Db, id: string): Promise<{ imageUrl: string }> {
  const store = await getStoreById(db, id);
  if (!store) throw notFound(STORE_NOT_FOUND);
  const imageUrl = await discoverStoreImage(store);
  await saveStoreImage(db, store, imageUrl);
  await requestRebuild(db, `store image found: ${id}`);
  return { imageUrl };
}
