// A claim as the admin's JSON view (src/owners/claim-json.ts).
import type { ClaimForReview } from "./claims-queries.server.ts";
import type { ClaimJson } from "./claim-json.ts";
import { isClaimOverdue } from "./review-time.ts";
import { storeHref } from "../stores/store-view.ts";

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function serializeClaim({ claim, shop }: ClaimForReview): ClaimJson {
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
    overdue: isClaimOverdue(claim),
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
