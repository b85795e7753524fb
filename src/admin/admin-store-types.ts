// The admin store list's JSON (GET /api/admin/grocery-stores).
import type { AdminStoreJson } from "../stores/store-json.ts";

export type AdminStore = AdminStoreJson;

export interface StorePage {
  stores: AdminStore[];
  total: number;
  page: number;
  pageSize: number;
}
