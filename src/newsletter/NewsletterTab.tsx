// The admin panel's Newsletter tab (ADR 039): the latest digest week's outcome, 'Send this week's
// digest now' (the scheduled run itself, in slices, so nobody is mailed twice), a preview of any
// town's or state's next digest, and subscribers per town.
import { useCallback, useEffect, useState } from "react";
import type { DigestRunJson, NewsletterOverview } from "./newsletter-json.ts";
import { toast } from "../ui/toast.ts";
import { adminFetch, failureText } from "../admin/admin-api.ts";
import { LoadFailed, Loading } from "../ui/LoadState.tsx";
import StatCard, { StatGrid } from "../ui/StatCard.tsx";
import DigestPreview from "./DigestPreview.tsx";
import SubscribersTable from "./SubscribersTable.tsx";

export default function NewsletterTab() {
  const [overview, setOverview] = useState<NewsletterOverview | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [sending, setSending] = useState<DigestRunJson | "starting" | null>(null);

  const load = useCallback(
    () =>
      adminFetch<NewsletterOverview>("/api/admin/newsletter").then(
        (loaded) => {
          setOverview(loaded);
          setLoadFailed(false);
        },
        () => setLoadFailed(true),
      ),
    [],
  );
  useEffect(() => void load(), [load]);

  const sendNow = async () => {
    setSending("starting");
    const total = { sent: 0, skipped: 0, failed: 0 };
    try {
      for (;;) {
        const slice = await adminFetch<DigestRunJson>("/api/admin/newsletter/send", { method: "POST" });
        total.sent += slice.sent;
        total.skipped += slice.skipped;
        total.failed += slice.failed;
        setSending({ ...slice, ...total });
        if (slice.done) break;
      }
      toast({
        title: "This week's digest is sent",
        description: `${total.sent} sent, ${total.skipped} skipped (nothing new), ${total.failed} failed in this run.`,
      });
    } catch (error) {
      toast({ variant: "destructive", title: "Sending stopped", description: failureText(error, "Please try again.") });
    } finally {
      setSending(null);
      void load();
    }
  };

  if (loadFailed && !overview)
    return <LoadFailed message="Failed to load the newsletter." onRetry={() => void load()} />;
  if (!overview) return <Loading what="the newsletter" />;
  const last = overview.lastDigest;
  return (
    <div className="space-y-10">
      <section aria-labelledby="digest-last-heading" className="space-y-4">
        <h2 id="digest-last-heading" className="text-xl font-semibold text-leaf-900">
          {last ? `Last digest (week ${last.week})` : "No digest sent yet"}
        </h2>
        {last && (
          <StatGrid>
            <StatCard label="Sent" value={last.sent} />
            <StatCard label="Skipped (nothing new)" value={last.skipped} />
            <StatCard label="Failed" value={last.failed} />
            <StatCard label="Sending now" value={last.sending} />
          </StatGrid>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <button type="button" className="btn-primary" disabled={sending !== null} onClick={() => void sendNow()}>
            {sending ? "Sending..." : "Send this week's digest now"}
          </button>
          <p role="status" className="text-ink-700">
            {sending && sending !== "starting"
              ? `Week ${sending.week}: ${sending.sent} sent, ${sending.skipped} skipped, ${sending.failed} failed so far`
              : `Week ${overview.thisWeek}: subscribers already mailed this week are not mailed again.`}
          </p>
        </div>
      </section>
      <DigestPreview />
      <SubscribersTable areas={overview.areas} />
    </div>
  );
}
