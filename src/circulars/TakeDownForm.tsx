// Taking a circular down needs a reason: it is mailed to the store's verified owner and audited.
import ReasonForm, { type ReasonFormProps } from "../ui/ReasonForm.tsx";

export default function TakeDownForm(props: Omit<ReasonFormProps, "hint">) {
  return (
    <ReasonForm
      {...props}
      hint="Sent to the store's verified owner by e-mail, and kept in the audit log."
      label="Reason for taking it down*"
      requiredMessage="Please enter a reason for taking the circular down."
      submitLabel="Take It Down"
      pendingLabel="Taking down..."
    />
  );
}
