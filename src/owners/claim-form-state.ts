// Claim form rules, pure so they can be tested: the shared schema's messages per field, and the
// spec's 'Missing Information' toast when a required field is empty (spec section 5).
import { claimSchema, REQUIRED_CLAIM_FIELDS } from "./claim-schema.ts";
import { validateFields, type FieldErrors } from "../platform/field-errors.ts";

export type ClaimField =
  "ownerName" | "ownerEmail" | "ownerPhone" | "businessRole" | "additionalInfo" | "ownerDescription";
export type ClaimErrors = FieldErrors<ClaimField>;

export const EMPTY_CLAIM: Record<ClaimField, string> = {
  ownerName: "",
  ownerEmail: "",
  ownerPhone: "",
  businessRole: "",
  additionalInfo: "",
  ownerDescription: "",
};

export const MISSING_INFORMATION = {
  title: "Missing Information",
  description: "Please fill in all required fields including the business description.",
};

export function validateClaim(values: Record<ClaimField, string>): ClaimErrors {
  return validateFields(claimSchema, values);
}

export function missesRequiredField(values: Record<ClaimField, string>): boolean {
  return REQUIRED_CLAIM_FIELDS.some((field) => !values[field].trim());
}
