// One store in the Reviews tab: its current rating with the source shoppers see, and the two
// per-store tools (update reviews, fetch image from its website).
import { useState } from "react";
import type { AdminStoreJson } from "../stores/store-json.ts";
import { reviewSummary } from "../stores/signals.ts";
import { toast } from "../ui/toast.ts";
import { adminFetch, failureText } from "../admin/admin-api.ts";

interface Props {
  store: AdminStoreJson;
  /** Why the review button cannot work (no keys), or null. */
  reviewsBlockedBy: string | null;
  blockedNoteId: string;
}

export default function StoreEnrichmentRow({ store, reviewsBlockedBy, blockedNoteId }: Props) {
  const [busy, setBusy] = useState<"reviews" | "image" | null>(null);
  const [current, setCurrent] = useState(store);
  const summary = reviewSummary(current);

  const updateReviews = async () => {
    setBusy("reviews");
    try {
      const { message } = await adminFetch<{ message: string }>(
        `/api/admin/coffee-shops/${current.id}/update-reviews`,
        { method: "POST" },
      );
      toast({ title: "Reviews updated", description: message });
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Update Failed",
        description: failureText(error, "Failed to update reviews"),
      });
    } finally {
      setBusy(null);
    }
  };

  const fetchImage = async () => {
    setBusy("image");
    try {
      const { imageUrl } = await adminFetch<{ imageUrl: string }>(`/api/admin/grocery-stores/${current.id}/get-image`, {
        method: "POST",
      });
      setCurrent((s) => ({ ...s, imageUrl }));
      toast({ title: "Image found", description: `${current.name} now uses ${imageUrl}` });
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Failed to get image",
        description: failureText(error, "Failed to scrape image"),
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold text-ink-900">{current.name}</p>
        <p className="text-sm text-ink-700">
          {current.cityName}, {current.state} ·{" "}
          {summary.rating === null ? "no rating" : `${summary.rating.toFixed(1)} from ${summary.count}`} (
          {summary.source}){" · "}
          {current.imageUrl ? "has an image" : current.website ? "no image yet" : "no website"}
          {current.isSample ? " · sample listing: no real reviews to fetch" : ""}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <button
          type="button"
          className="btn-outline"
          onClick={updateReviews}
          disabled={busy !== null || reviewsBlockedBy !== null || current.isSample}
          aria-describedby={reviewsBlockedBy ? blockedNoteId : undefined}
          aria-label={`Update reviews for ${current.name}`}
        >
          {busy === "reviews" ? "Updating…" : "Update reviews"}
        </button>
        <button
          type="button"
          className="btn-outline"
          onClick={fetchImage}
          disabled={busy !== null || !current.website}
          aria-label={`Fetch image for ${current.name}`}
        >
          {busy === "image" ? "Fetching…" : "Fetch image"}
        </button>
      </div>
    </li>
  );
}
