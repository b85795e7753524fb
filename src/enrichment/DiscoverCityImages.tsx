// The auto-discover button of /admin/city-images: Wikipedia images (with licence and author) for
// a batch of towns still showing the colour swatch; the admin runs it again for the rest.
import { useState } from "react";
import { toast } from "../ui/toast.ts";
import { adminFetch, failureText } from "../admin/admin-api.ts";

interface DiscoverResult {
  updatedCount: number;
  processed: number;
  remaining: number;
  message: string;
}

export default function DiscoverCityImages({ onDone }: { onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState<string | null>(null);

  const run = async () => {
    setBusy(true);
    try {
      const result = await adminFetch<DiscoverResult>("/api/admin/cities/discover-images", { method: "POST" });
      setLast(result.message);
      toast({ title: "City images updated", description: result.message });
      onDone();
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Update Failed",
        description: failureText(error, "Failed to discover images"),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mb-6 rounded-2xl border border-cream-300 bg-cream-50 p-4">
      <p className="text-sm text-ink-900">
        Auto-discover takes the lead photo of each town's Wikipedia article (freely licensed Commons files only) for
        towns that show a colour swatch, and keeps its licence and author for the credit line.
      </p>
      <button type="button" className="btn-primary mt-3" onClick={() => void run()} disabled={busy}>
        {busy ? "Discovering images…" : "Auto-discover images"}
      </button>
      <p role="status" className="mt-2 text-sm text-ink-700">
        {last ?? ""}
      </p>
    </div>
  );
}
