// The admin's view of a claim (spec section 3, "Business claim (admin view)"). `coffeeShopId` is a
// legacy name kept because it is public API; `shop.url` and the competing flag help the reviewer.
import type { ClaimForReview } from "../../../db/queries/claims.ts";
import { storeHref } from "../../lib/store/store-view.ts";

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function serializeClaim({ claim, shop }: ClaimForReview) {
  return {
    id: claim.id,
    status: claim.status,
    ownerName: claim.ownerName,
    ownerEmail: claim.ownerEmail,
    ownerPhone: claim.ownerPhone,
    businessRole: claim.businessRole,
    ownerDescription: claim.ownerDescription,
    additionalInfo: claim.additionalInfo,
    verificationMethod: claim.verificationMethod,
    createdAt: iso(claim.createdAt),
    emailVerifiedAt: iso(claim.emailVerifiedAt),
    reviewedAt: iso(claim.reviewedAt),
    rejectionReason: claim.rejectionReason,
    hasCompetingClaims: claim.hasCompetingClaims,
    coffeeShopId: shop.id,
    shop: {
      id: shop.id,
      name: shop.name,
      address: shop.address,
      cityName: shop.cityName,
      state: shop.state,
      url: storeHref(shop),
      hasOwner: shop.ownerId !== null,
      isDeleted: shop.deletedAt !== null,
    },
  };
}

export type ClaimJson = ReturnType<typeof serializeClaim>;
