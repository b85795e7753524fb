// The public JSON shape of a grocery store: the spec's field names, plus the city's slug and state
// so a card can link to /grocery-stores/{citySlug}/{storeSlug} without another call.
import type { StoreRow } from "../../../db/queries/stores.ts";

export function serializeStore(row: StoreRow) {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    ownerDescription: row.ownerDescription,
    aiGeneratedDescription: row.aiGeneratedDescription,
    imageUrl: row.imageUrl,
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
    isSample: row.isSample,
    latitude: row.latitude,
    longitude: row.longitude,
    createdAt: row.createdAt.toISOString(),
  };
}

export type StoreJson = ReturnType<typeof serializeStore>;
