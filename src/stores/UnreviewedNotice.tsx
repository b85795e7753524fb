// The mark on a new listing's page until an admin has reviewed it (ADR 024): the page is real and
// reachable, but the directory does not vouch for it yet, and it is not in town lists or search.
import { UNREVIEWED_NOTICE } from "./review-status.ts";

export default function UnreviewedNotice() {
  return (
    <p
      role="note"
      className="mt-3 w-fit rounded-lg border-2 border-honey-500 bg-honey-200 px-3 py-1.5 text-sm text-ink-900"
    >
      <span className="font-semibold">{UNREVIEWED_NOTICE}.</span> Our team checks new listings before they appear in
      town lists and search.
    </p>
  );
}
