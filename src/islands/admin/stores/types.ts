// The admin store list's JSON (GET /api/admin/grocery-stores): the public store shape plus deletedAt.
import type { StoreJson } from "../../../server/stores/serialize.ts";

export type AdminStore = StoreJson & { deletedAt: string | null };

export interface StorePage {
  stores: AdminStore[];
  total: number;
  page: number;
  pageSize: number;
}

export const storePath = (store: Pick<AdminStore, "citySlug" | "slug">) =>
  `/grocery-stores/${store.citySlug}/${store.slug}`;
