// /manage-listing/{id} (ADR 040): the verified owner proves their address with the mailed code or
// link that circulars use (OwnerProof, one mechanism and one session), then edits the listing. The
// built page shows the proof form, so an address typed before hydration is kept; once live, the
// island asks the server whether this browser already holds the owner's session.
import { useCallback, useState } from "react";
import type { OwnerListingJson } from "./owner-edit-schema.ts";
import { storeIdFromListingPath } from "../site/shell-address.ts";
import { confirmationNote } from "../stores/confirmation.ts";
import { storeTimeZone } from "../towns/time-zone.ts";
import { HttpError, failureMessage } from "../ui/api.ts";
import { useMailedLinkThenLoad } from "./use-mailed-link.ts";
import OwnerProof from "./OwnerProof.tsx";
import { loadOwnerListing } from "./owner-listing-api.ts";
import OwnerSuggestions from "./OwnerSuggestions.tsx";
import NameAddressForm from "./NameAddressForm.tsx";
import OwnerEditForm, { type Updates } from "./OwnerEditForm.tsx";
import OwnerPhotos from "./OwnerPhotos.tsx";

type Screen =
  | { kind: "proof"; reason: string | null }
  | { kind: "editing"; listing: OwnerListingJson }
  | { kind: "not_found" }
  | { kind: "failed" };

const storeId = () => (typeof location === "undefined" ? "" : (storeIdFromListingPath(location.pathname) ?? ""));

export default function ManageListing({ updates }: { updates: Updates }) {
  const [screen, setScreen] = useState<Screen>({ kind: "proof", reason: null });

  const load = useCallback(async () => {
    const id = storeId();
    if (!id) return setScreen({ kind: "not_found" });
    try {
      setScreen({ kind: "editing", listing: await loadOwnerListing(id) });
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 0;
      if (status === 404) setScreen({ kind: "not_found" });
      // 401: no proof yet (the page says why); 403: a proven address that is not the owner's.
      else if (status === 401 || status === 403)
        setScreen({ kind: "proof", reason: status === 403 ? failureMessage(error, "") || null : null });
      else setScreen({ kind: "failed" });
    }
  }, []);

  useMailedLinkThenLoad(storeId, load);

  if (screen.kind === "proof") {
    return <OwnerProof storeId={storeId()} reason={screen.reason} page="listing" onProven={() => void load()} />;
  }
  if (screen.kind === "not_found" || screen.kind === "failed") {
    const missing = screen.kind === "not_found";
    return (
      <div
        role="alert"
        className="mx-auto max-w-xl rounded-2xl border border-cream-300 bg-cream-50 p-8 text-center shadow-card"
      >
        <h2 className="text-2xl font-semibold text-ink-900">{missing ? "Store Not Found" : "Something Went Wrong"}</h2>
        <p className="mt-2 text-ink-700">
          {missing ? "The grocery store you're looking for doesn't exist." : "Your listing could not be loaded."}
        </p>
        {missing ? (
          <a href="/" className="btn-primary mt-6">
            Return Home
          </a>
        ) : (
          <button type="button" className="btn-primary mt-6" onClick={() => void load()}>
            Try again
          </button>
        )}
      </div>
    );
  }

  const { listing } = screen;
  return (
    <section
      aria-labelledby="listing-heading"
      className="rounded-2xl border border-cream-300 bg-cream-50 p-5 shadow-card sm:p-7"
    >
      <h2 id="listing-heading" className="text-2xl font-semibold text-ink-900">
        {listing.name}
      </h2>
      <p className="text-ink-700">
        {listing.cityName}, {listing.state}
      </p>
      <p className="mt-1 text-sm text-ink-600">
        {confirmationNote(listing.confirmedAt, listing.confirmedBy, null, storeTimeZone(listing.state))}
      </p>
      <OwnerSuggestions suggestions={listing.suggestions ?? []} />
      <div className="mt-6">
        <OwnerEditForm
          listing={listing}
          updates={updates}
          onSaved={(saved) => setScreen({ kind: "editing", listing: saved })}
        />
      </div>
      <NameAddressForm listing={listing} />
      <OwnerPhotos storeId={listing.id} />
    </section>
  );
}
