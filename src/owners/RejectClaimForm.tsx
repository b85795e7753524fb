// The reason a claim is turned down is required (spec section 5) and is mailed to the claimant;
// the new-listings queue uses the same form for listers, with its own hint.
import ReasonForm, { type ReasonFormProps } from "../ui/ReasonForm.tsx";

export default function RejectClaimForm({
  hint = "Sent to the claimant by e-mail.",
  ...props
}: Omit<ReasonFormProps, "hint"> & { hint?: string }) {
  return (
    <ReasonForm
      {...props}
      hint={hint}
      label="Reason for rejection*"
      requiredMessage="Please enter a reason for the rejection."
      submitLabel="Confirm Rejection"
      pendingLabel="Rejecting..."
    />
  );
}
