// The stores an import matches rows against (ADR 017, ADR 061): every store, deleted, rejected,
// merged and closed ones too, by their source records first (any record of the row's store leads to
// the store that holds it; a merged listing to the listing kept), else by the duplicate rule among
// neighbours (live listings first). What a person decided about the store found is then the
// import's answer: `decidedBy` says why it is left as it is.
import type { MatchableStore } from "../imports-queries.server.ts";
import { slugify } from "../../site/slug.ts";
import { addressKey, sameStore, type StoreKeys } from "../duplicates.server.ts";
export { decidedBy } from "../decided.server.ts";

export interface Known extends Omit<MatchableStore, "live"> {
  live: boolean;
}

/** A store a shopper sees: the import may merge such listings when they are one store. */
export const isListed = (store: Known) =>
  store.live && !store.mergedIntoId && !store.closedAt && store.isActive && store.reviewStatus === "approved";

export interface Found {
  store: Known;
  match: string;
  /** Set when a record led to a merged listing: the listing it was merged into was found. */
  mergedFrom?: Known;
}

const CELL = 0.01;
const cell = (lat: number, lon: number) => `${Math.floor(lat / CELL)}:${Math.floor(lon / CELL)}`;
function neighbourCells(lat: number, lon: number): string[] {
  const [y, x] = [Math.floor(lat / CELL), Math.floor(lon / CELL)];
  const keys: string[] = [];
  for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) keys.push(`${y + dy}:${x + dx}`);
  return keys;
}
function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Stores by record, by ZIP code and by a grid of about 1 km, so each row is compared with its neighbours only. */
export class StoreIndex {
  private byId = new Map<string, Known>();
  private byRecord = new Map<string, Known>();
  private byZip = new Map<string, Known[]>();
  private byCell = new Map<string, Known[]>();
  private byAddress = new Map<string, Known[]>();
  private slugs = new Map<number, Set<string>>();

  /** `records`: the source records kept (record key -> store id), read before any store's own record. */
  constructor(stores: MatchableStore[], records: Map<string, string> = new Map()) {
    for (const store of stores) {
      this.taken(store.cityId).add(store.slug);
      this.byId.set(store.id, store);
    }
    // A record held by a deleted store and by a live one (the backfill of old duplicates) leads to the live one.
    for (const store of [...stores].sort((a, b) => Number(a.live) - Number(b.live)))
      if (store.snapRecordId) this.byRecord.set(store.snapRecordId, store);
    for (const [record, storeId] of records) {
      const store = this.byId.get(storeId);
      if (store) this.byRecord.set(record, store);
    }
    for (const store of stores) this.add(store);
  }

  private taken(cityId: number): Set<string> {
    let taken = this.slugs.get(cityId);
    if (!taken) this.slugs.set(cityId, (taken = new Set<string>()));
    return taken;
  }

  /** A store to match later rows against (its town and slug are given later, by `takeSlug`). */
  add(store: Known) {
    this.byId.set(store.id, store);
    // A merged listing is found through its records only, as the listing it was merged into.
    if (store.mergedIntoId) return;
    if (store.snapRecordId && !this.byRecord.has(store.snapRecordId)) this.byRecord.set(store.snapRecordId, store);
    push(this.byZip, store.zipCode.slice(0, 5), store);
    push(this.byAddress, `${addressKey(store.address)}|${store.zipCode.slice(0, 5)}`, store);
    if (store.latitude != null && store.longitude != null)
      push(this.byCell, cell(store.latitude, store.longitude), store);
  }

  /** `record` now leads to `store` (a new listing's, or one found again by the duplicate rule). */
  rekey(store: Known, record: string) {
    store.snapRecordId = record;
    this.byRecord.set(record, store);
  }

  store(id: string): Known | undefined {
    return this.byId.get(id);
  }

  /** The listing kept for a merged one (merges may chain). */
  private survivor(store: Known): Known {
    let current = store;
    for (let hops = 0; current.mergedIntoId && hops < 10; hops++) {
      const next = this.byId.get(current.mergedIntoId);
      if (!next) break;
      current = next;
    }
    return current;
  }

  /** The store a record leads to, merges followed. */
  holder(record: string): Known | undefined {
    const store = this.byRecord.get(record);
    return store && this.survivor(store);
  }

  /** The store of the first of `records` that leads to one (the newest record first), merges followed. */
  byRecords(records: string[]): Found | undefined {
    for (const record of records) {
      const store = this.byRecord.get(record);
      if (!store) continue;
      const survivor = this.survivor(store);
      const found: Found = { store: survivor, match: `USDA record ${record}` };
      if (survivor !== store) found.mergedFrom = store;
      return found;
    }
    return undefined;
  }

  /** Every different store `records` lead to (listings of one store the file shows to be duplicates). */
  holders(records: string[]): Known[] {
    return [...new Set(records.map((r) => this.holder(r)).filter((s): s is Known => s !== undefined))];
  }

  /** The stores near `keys` the duplicate rule calls the same store: listed ones first. */
  sameStores(keys: StoreKeys): { store: Known; match: string }[] {
    const candidates = new Set(keys.zipCode ? (this.byZip.get(keys.zipCode.slice(0, 5)) ?? []) : []);
    if (keys.latitude != null && keys.longitude != null) {
      for (const key of neighbourCells(keys.latitude, keys.longitude))
        for (const k of this.byCell.get(key) ?? []) candidates.add(k);
    }
    const found: { store: Known; match: string }[] = [];
    for (const candidate of candidates) {
      const match = sameStore(keys, candidate);
      if (match.same) found.push({ store: candidate, match: match.reason });
    }
    return found.sort((a, b) => Number(isListed(b.store)) - Number(isListed(a.store)));
  }

  /**
   * The stores at the same street address and ZIP code that the duplicate rule calls the same store:
   * an address, not a distance (a ZIP code's centre is no place of a store).
   */
  sameAt(keys: StoreKeys): Known[] {
    const here = this.byAddress.get(`${addressKey(keys.address)}|${(keys.zipCode ?? "").slice(0, 5)}`) ?? [];
    return here.filter((store) => sameStore(keys, store).same);
  }

  /** The store at the same street address the duplicate rule calls the same store (a listed one first). */
  atAddress(keys: StoreKeys): Known | undefined {
    const same = this.sameAt(keys);
    return same.find(isListed) ?? same[0];
  }

  /** The store a row of `records` at `keys` is: by its records, else by the duplicate rule. */
  find(records: string[], keys: StoreKeys): Found | undefined {
    return this.byRecords(records) ?? this.sameStores(keys)[0];
  }

  /** A slug for a new store in the town that no other store there holds; it is then taken. */
  takeSlug(cityId: number, name: string): string {
    const taken = this.taken(cityId);
    const base = slugify(name) || "store";
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    return slug;
  }
}
