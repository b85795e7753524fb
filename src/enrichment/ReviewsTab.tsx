// The admin panel's Reviews tab (spec: update a store's reviews, fetch a store image, update all
// reviews, update all images). Which review services have keys is shown first; without any key
// the review buttons are disabled and say which variables to set. ADR 021.
import { useEffect, useId, useState } from "react";
import type { AdminStoreJson } from "../stores/store-json.ts";
import { imagesNeededNote } from "./enrichment-text.ts";
import { plural } from "../platform/format.ts";
import { useLoaded } from "../ui/use-loaded.ts";
import { adminFetch } from "../admin/admin-api.ts";
import { inputClass } from "../ui/Field.tsx";
import { LoadFailed, Loading } from "../ui/LoadState.tsx";
import JobProgress from "./JobProgress.tsx";
import StoreEnrichmentRow from "./StoreEnrichmentRow.tsx";
import { startBulkRun } from "./start-job.ts";
import { useEnrichmentStatus } from "./use-enrichment-status.ts";

const TYPING_PAUSE_MS = 300;

function ServiceLine({ name, configured, variable }: { name: string; configured: boolean; variable: string }) {
  return (
    <li>
      <span className="font-semibold">{name}:</span>{" "}
      {configured ? (
        "configured"
      ) : (
        <>
          not configured (set <code>{variable}</code>)
        </>
      )}
    </li>
  );
}

export default function ReviewsTab() {
  const id = useId();
  const { status, failed, reload } = useEnrichmentStatus();
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const [starting, setStarting] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useLoaded(() => {
    const params = new URLSearchParams({ q, page: "1", pageSize: "10" });
    return adminFetch<{ stores: AdminStoreJson[] }>(`/api/admin/grocery-stores?${params}`);
  }, [q]);
  // A failed search shows as no matches; the tools above do not depend on it.
  const stores = found.failed ? [] : (found.data?.stores ?? null);

  if (failed && !status) return <LoadFailed message="Failed to load the review and image tools." onRetry={reload} />;
  if (!status) return <Loading what="review and image tools" />;

  const blocked = status.reviews.notConfigured;
  const reviewsRunning = status.reviews.job?.status === "running";
  const imagesRunning = status.images.job?.status === "running";
  const start = async (kind: "reviews" | "images") => {
    setStarting(true);
    await startBulkRun(kind);
    setStarting(false);
    reload();
  };

  return (
    <div className="space-y-8">
      <section aria-labelledby={`${id}-reviews`} className="rounded-2xl border border-cream-300 bg-cream-50 p-5">
        <h2 id={`${id}-reviews`} className="text-xl font-semibold text-ink-900">
          Reviews
        </h2>
        <ul className="mt-2 text-sm text-ink-900">
          <ServiceLine
            name="Foursquare venue data"
            configured={status.reviews.foursquare}
            variable="FOURSQUARE_API_KEY"
          />
          <ServiceLine name="Google Places" configured={status.reviews.google} variable="GOOGLE_PLACES_API_KEY" />
        </ul>
        {blocked ? (
          <p
            id={`${id}-blocked`}
            role="note"
            className="mt-3 rounded-xl border-2 border-honey-800 bg-honey-200 text-ink-900 p-3 text-sm"
          >
            {blocked}
          </p>
        ) : null}
        <button
          type="button"
          className="btn-primary mt-4"
          disabled={blocked !== null || reviewsRunning || starting}
          aria-describedby={blocked ? `${id}-blocked` : undefined}
          onClick={() => void start("reviews")}
        >
          Update all reviews ({plural(status.reviews.storeCount, "shop")})
        </button>
        {status.reviews.job ? <JobProgress job={status.reviews.job} label="All reviews" /> : null}
      </section>

      <section aria-labelledby={`${id}-images`} className="rounded-2xl border border-cream-300 bg-cream-50 p-5">
        <h2 id={`${id}-images`} className="text-xl font-semibold text-ink-900">
          Store images
        </h2>
        <p className="mt-2 text-sm text-ink-900">
          {imagesNeededNote(status.images.needingImages, status.images.requestGapMs)}
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button
            type="button"
            className="btn-primary"
            disabled={imagesRunning || starting || status.images.needingImages === 0}
            onClick={() => void start("images")}
          >
            Update all images
          </button>
          <a href="/admin/update-images" className="font-semibold text-leaf-800 underline">
            Open the image update page
          </a>
        </div>
        {status.images.job ? <JobProgress job={status.images.job} label="All images" /> : null}
      </section>

      <section aria-labelledby={`${id}-stores`}>
        <h2 id={`${id}-stores`} className="text-xl font-semibold text-ink-900">
          One store
        </h2>
        <div role="search" className="mt-2 max-w-md">
          <label htmlFor={`${id}-q`} className="block font-semibold text-ink-900">
            Find a store
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={text}
            placeholder="Name, town or ZIP"
            onChange={(event) => setText(event.target.value)}
            className={inputClass}
          />
        </div>
        {stores === null ? (
          <Loading what="stores" />
        ) : stores.length === 0 ? (
          <p className="py-4 text-ink-700">No stores match.</p>
        ) : (
          <ul className="mt-2 divide-y divide-cream-300">
            {stores.map((store) => (
              <StoreEnrichmentRow
                key={store.id}
                store={store}
                reviewsBlockedBy={blocked}
                blockedNoteId={`${id}-blocked`}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
