// The admin's view of a business claim (spec section 3). `coffeeShopId` is a legacy name kept because
// it is public API; `shop.url` and the competing flag help the reviewer.
export interface ClaimJson {
  id: string;
  status: string;
  ownerName: string;
  ownerEmail: string;
  ownerPhone: string | null;
  businessRole: string;
  ownerDescription: string;
  additionalInfo: string | null;
  verificationMethod: string;
  createdAt: string | null;
  emailVerifiedAt: string | null;
  reviewedAt: string | null;
  rejectionReason: string | null;
  hasCompetingClaims: boolean;
  /** Pending longer than the claim page promises (review-time.ts): the queue flags it. */
  overdue: boolean;
  coffeeShopId: string;
  shop: {
    id: string;
    name: string;
    address: string;
    cityName: string;
    state: string;
    url: string;
    hasOwner: boolean;
    isDeleted: boolean;
  };
}
