// The submit and Cancel buttons that end every admin form: the submit button names its action and
// says what is happening while pending; both wait while a request is in flight.
interface Props {
  label: string;
  pendingLabel: string;
  pending: boolean;
  onCancel: () => void;
  /** A destructive action (rejecting a claim) is red. */
  destructive?: boolean;
  className?: string;
}

export default function FormActions({ label, pendingLabel, pending, onCancel, destructive, className = "" }: Props) {
  const submitClass = destructive ? "btn bg-red-800 text-white hover:bg-red-900" : "btn-primary";
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      <button type="submit" className={`${submitClass} disabled:opacity-70`} disabled={pending}>
        {pending ? pendingLabel : label}
      </button>
      <button type="button" className="btn-outline" onClick={onCancel} disabled={pending}>
        Cancel
      </button>
    </div>
  );
}
