// A store row as the public JSON shape (src/stores/store-json.ts).
import type { PublicStoreRow } from "./stores-queries.server.ts";
import type { StoreJson } from "./store-json.ts";
import { photoUrl } from "../owners/photos.ts";
import { asReviewStatus } from "./review-status.ts";
import { COORDINATES_PRECISIONS, type CoordinatesPrecision } from "../towns/store-coordinates.ts";

const storedPrecision = (value: string | null): CoordinatesPrecision | null =>
  COORDINATES_PRECISIONS.find((p) => p === value) ?? null;

export function serializeStore(row: PublicStoreRow): StoreJson {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    ownerDescription: row.ownerDescription,
    aiGeneratedDescription: row.aiGeneratedDescription,
    // The owner's main photo beats any found image: the editor calls the first photo the main one.
    imageUrl: row.mainPhotoId ? photoUrl(row.mainPhotoId, "gallery") : row.imageUrl,
    cityId: row.cityId,
    cityName: row.cityName,
    citySlug: row.citySlug,
    state: row.state,
    address: row.address,
    zipCode: row.zipCode,
    phone: row.phone,
    website: row.website,
    hours: row.hours,
    rating: row.rating,
    reviewCount: row.reviewCount,
    googleRating: row.googleRating,
    googleReviewCount: row.googleReviewCount,
    googlePlaceId: row.googlePlaceId,
    upvoteCount: row.upvoteCount,
    isBoosted: row.isBoosted,
    isActive: row.isActive,
    ownerId: row.ownerId,
    foursquareId: row.foursquareId,
    foursquareMetadata: row.foursquareMetadata,
    hasWifi: row.hasWifi,
    hasParking: row.hasParking,
    petFriendly: row.petFriendly,
    hasLocalProduce: row.hasLocalProduce,
    hasPreparedFoods: row.hasPreparedFoods,
    hasOrganicOfferings: row.hasOrganicOfferings,
    acceptsSnap: row.acceptsSnap,
    snapAuthorizedOn: row.snapAuthorizedOn,
    snapConfirmedOn: row.snapConfirmedOn,
    isSample: row.isSample,
    banner: row.banner,
    dataSource: row.dataSource,
    sourceDataDate: row.sourceDataDate,
    snapCheckedOn: row.snapCheckedOn,
    mayHaveClosedOn: row.mayHaveClosedOn,
    osmId: row.osmId,
    latitude: row.latitude,
    longitude: row.longitude,
    coordinatesPrecision: storedPrecision(row.coordinatesPrecision),
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt.toISOString(),
    confirmedBy: row.confirmedBy,
    reviewStatus: asReviewStatus(row.reviewStatus),
    closedAt: row.closedAt?.toISOString() ?? null,
    shopperConfirmedAt: row.shopperConfirmedAt?.toISOString() ?? null,
  };
}
