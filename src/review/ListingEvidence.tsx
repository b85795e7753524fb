// The "Evidence" region of a review card (issue #46 item 1, ADR 063): what the decision rests on. Today
// it shows what the store row holds (the rule that sent it to review, the source and the name there,
// the town, where the source placed it, the confidence and what shoppers answered).
// SourceRecordsEvidence shows the import's source records (USDA store type, authorisation and end
// dates, other records at the address; ADR 061).
import type { ReactNode } from "react";
import { bandOf, BAND_LABEL } from "./confidence.ts";
import { sourceLabel, type NewListingJson } from "./new-listings-api.ts";

const PRECISION: Record<string, string> = {
  address: "the source's own point",
  zip: "the ZIP code's centre (approximate)",
  town: "the town's centre (approximate)",
};

export default function ListingEvidence({
  listing,
  open,
  onToggle,
}: {
  listing: NewListingJson;
  open: boolean;
  onToggle: (open: boolean) => void;
}) {
  const answers = listing.shopperAnswers;
  const answered = answers.yes + answers.notGrocery + answers.closed > 0;
  return (
    <details
      open={open}
      onToggle={(event) => onToggle(event.currentTarget.open)}
      className="mt-3 rounded-xl border border-cream-300 bg-cream-100 px-3 py-2"
    >
      <summary className="cursor-pointer font-semibold text-ink-900">
        Evidence <span className="font-normal text-ink-700">(confidence {listing.confidence} of 100)</span>
      </summary>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <Fact term="Confidence">
          {listing.confidence} of 100, {BAND_LABEL[bandOf(listing.confidence)].toLowerCase()}
        </Fact>
        <Fact term="Sent to review by">{listing.reviewReason ?? "the listing form (every new listing waits)"}</Fact>
        <Fact term="Source">{sourceLabel(listing.dataSource)}</Fact>
        {listing.sourceName && <Fact term="Name in the source">{listing.sourceName}</Fact>}
        <Fact term="Town">
          {listing.cityName}, {listing.state} {listing.zipCode}
        </Fact>
        <Fact term="Rural-urban class">{listing.scope}</Fact>
        {listing.latitude !== null && listing.longitude !== null && (
          <Fact term="Location">
            <a
              href={`https://www.openstreetmap.org/?mlat=${listing.latitude}&mlon=${listing.longitude}#map=17/${listing.latitude}/${listing.longitude}`}
              className="font-semibold text-leaf-800 underline underline-offset-2"
              target="_blank"
              rel="noreferrer"
            >
              {listing.latitude.toFixed(5)}, {listing.longitude.toFixed(5)}
              <span className="sr-only"> on a map (opens in a new tab)</span>
            </a>{" "}
            ({PRECISION[listing.coordinatesPrecision ?? ""] ?? "precision unknown"})
          </Fact>
        )}
        {listing.banner && <Fact term="Licensed banner">{listing.banner}</Fact>}
        {listing.snapAuthorizedOn && <Fact term="SNAP authorised">{listing.snapAuthorizedOn}</Fact>}
        {answered && (
          <Fact term="Shoppers answered">
            {answers.yes} open grocery, {answers.notGrocery} not a grocery, {answers.closed} closed
          </Fact>
        )}
      </dl>
      <SourceRecordsEvidence listing={listing} />
    </details>
  );
}

/**
 * The records the store was found as (ADR 061), newest authorisation first: USDA's store type, the
 * authorisation and end dates, and the other records at the address, each with what the import's
 * rules said of it. Nothing for a listing from the form.
 */
export function SourceRecordsEvidence({ listing }: { listing: NewListingJson }): ReactNode {
  if (listing.sourceRecords.length === 0) return null;
  return (
    <div className="mt-3">
      <p className="font-semibold text-ink-900">
        {listing.sourceRecords.length === 1
          ? "Its source record"
          : `Its ${listing.sourceRecords.length} source records`}
      </p>
      <ul className="mt-1 space-y-1 text-sm">
        {listing.sourceRecords.map((record) => (
          <li key={`${record.source}:${record.recordId}`}>
            <span className="font-semibold">{record.name}</span>
            {record.storeType && ` · ${record.storeType}`}
            {record.address && ` · ${record.address}`}
            {` · ${record.source === "osm" ? "OpenStreetMap" : "USDA"} ${record.recordId}`}
            {record.authorizedOn && ` · authorised ${record.authorizedOn}`}
            {record.endedOn ? ` · ended ${record.endedOn}` : record.source === "usda-snap" ? " · still authorised" : ""}
            {record.reason && (
              <span className="block text-ink-700">{`Rules: ${record.decision ?? ""} (${record.reason})`}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-wrap gap-x-2">
      <dt className="font-semibold text-ink-700">{term}:</dt>
      <dd className="min-w-0 break-words text-ink-900">{children}</dd>
    </div>
  );
}
