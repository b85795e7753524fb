// The public JSON shape of a grocery store (spec section 3): the spec's field names, plus the city's
// slug and state so a card can link to /grocery-stores/{citySlug}/{storeSlug} without another call.
// The server's serializer promises this shape; islands and pages read it.
import type { BoostKind } from "../boosts/boost-kind.ts";
import type { ReviewStatus } from "./review-status.ts";
import type { CoordinatesPrecision } from "../towns/store-coordinates.ts";

export interface StoreJson {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  ownerDescription: string | null;
  aiGeneratedDescription: string | null;
  imageUrl: string | null;
  cityId: number;
  cityName: string;
  citySlug: string;
  state: string;
  address: string;
  zipCode: string;
  phone: string | null;
  website: string | null;
  hours: string | null;
  rating: number | null;
  reviewCount: number;
  googleRating: number | null;
  googleReviewCount: number | null;
  googlePlaceId: string | null;
  upvoteCount: number;
  isBoosted: boolean;
  isActive: boolean;
  ownerId: string | null;
  foursquareId: string | null;
  /** JSON text from the venue-data service (see stores/venue-metadata.ts). */
  foursquareMetadata: string | null;
  /** Amenities and offerings: null while nobody has stated them (ADR 060), never shown or matched then. */
  hasWifi: boolean | null;
  hasParking: boolean | null;
  petFriendly: boolean | null;
  hasLocalProduce: boolean | null;
  hasPreparedFoods: boolean | null;
  hasOrganicOfferings: boolean | null;
  acceptsSnap: boolean;
  /** SNAP/EBT as USDA lists it: the authorisation date (ISO) when known, and the date USDA's list was last read. */
  snapAuthorizedOn: string | null;
  snapConfirmedOn: string | null;
  isSample: boolean;
  /** The licensed banner of an independently owned store ('IGA'), or null (ADR 017). */
  banner?: string | null;
  /** Where an imported store came from ('usda-snap', 'osm'); null for stores listed on the site. */
  dataSource?: string | null;
  /** The date the import's source data is as of (ISO), shown instead of a confirmation (ADR 036). */
  sourceDataDate?: string | null;
  /** The day the monthly USDA refresh last found the store in USDA's list (ADR 064), or null. */
  snapCheckedOn?: string | null;
  /** When USDA's newest list said the store's SNAP authorisation ended: it may have closed (ADR 064). */
  mayHaveClosedOn?: string | null;
  /** The OpenStreetMap element its data came from or was confirmed by ('node/123'), or null (ADR 020). */
  osmId?: string | null;
  latitude: number | null;
  longitude: number | null;
  /** How close the point is to the store: its own ('address'), its ZIP's centroid or its town's centre (ADR 022). */
  coordinatesPrecision: CoordinatesPrecision | null;
  createdAt: string;
  /** When the details were last confirmed, and by whom (stores/confirmation.ts). */
  confirmedAt: string;
  confirmedBy: string;
  /** "pending" while a new listing waits for an admin (ADR 024); rejected stores are never served. */
  reviewStatus: ReviewStatus;
  /** When the store closed for good (ADR 045); such a store is listed nowhere. */
  closedAt?: string | null;
  /** When three shoppers on three networks said an imported store is an open grocer (ADR 063). */
  shopperConfirmedAt?: string | null;
}

/** What admins see of a store: the public shape plus its deletion time (restorable for 30 days). */
export interface AdminStoreJson extends StoreJson {
  deletedAt: string | null;
  /** The listing this duplicate was merged into (ADR 044); null for a listing of its own. */
  mergedIntoId: string | null;
  /**
   * Why the scope rule puts the store out of the directory ("out of scope: ZIP 30305, RUCA 1, not in
   * a small metro area") while no person has decided; null otherwise (issue #47).
   */
  outOfScopeReason: string | null;
  /** When an admin kept the store although the rule puts it out of scope; null otherwise. */
  scopeKeptAt: string | null;
  /** The store's running boost, else its last one; null when it never had a paid boost. */
  boost?: AdminBoostJson | null;
}

export interface AdminBoostJson {
  kind: BoostKind;
  status: string;
  active: boolean;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
}
