// /manage-circulars/{id} (spec 2, 4, 8): skeleton, 'Store Not Found', the owner's proof (ADR 018, 037),
// the boost buyer who is not the owner (ADR 037),
// 'Boost Subscription Required', 'Feature Not Available', then the quota card, the upload panel and
// the list, which refreshes itself while a circular is processing. Mount with client:load.
import { storeIdFromCircularsPath } from "../site/shell-address.ts";
import { useCallback, useEffect, useState } from "react";
import type { StoreJson } from "../stores/store-json.ts";
import type { CircularJson, CircularPermissions, CircularQuota } from "./circulars.ts";
import { deleteQuestion } from "./circular-view.ts";
import { storeHref } from "../stores/store-view.ts";
import { failureMessage } from "../ui/api.ts";
import { toast } from "../ui/toast.ts";
import CircularList from "./CircularList.tsx";
import { deleteCircular, loadCirculars, loadPermissions, loadQuota, loadStore } from "./circulars-api.ts";
import NotTheOwner from "../owners/NotTheOwner.tsx";
import OwnerProof from "../owners/OwnerProof.tsx";
import QuotaCard from "./QuotaCard.tsx";
import DigestReach from "./DigestReach.tsx";
import UploadPanel from "./UploadPanel.tsx";
import { useMailedLinkThenLoad } from "../owners/use-mailed-link.ts";

const REFRESH_MS = 3000;
const BENEFITS = [
  "Upload up to 4 weekly circulars per month",
  "Featured placement in search results",
  "Priority listing on city pages",
  "Enhanced store visibility",
];

type Screen =
  | { kind: "loading" }
  | { kind: "not_found" }
  | { kind: "unavailable" }
  | { kind: "ready"; store: StoreJson; permissions: CircularPermissions };

const storeIdFromPath = () => storeIdFromCircularsPath(location.pathname) ?? "";

export default function ManageCirculars() {
  const [screen, setScreen] = useState<Screen>({ kind: "loading" });
  const [quota, setQuota] = useState<CircularQuota | null>(null);
  const [circulars, setCirculars] = useState<CircularJson[]>([]);
  const [deleting, setDeleting] = useState<string | null>(null);

  const load = useCallback(async () => {
    const id = storeIdFromPath();
    let store: StoreJson;
    try {
      store = await loadStore(id);
    } catch {
      setScreen({ kind: "not_found" });
      return;
    }
    const permissions = await loadPermissions(store.id).catch(() => null);
    if (!permissions) {
      setScreen({ kind: "unavailable" });
      return;
    }
    setScreen({ kind: "ready", store, permissions });
    if (permissions.code === null || permissions.code === "quota_used") {
      const [q, list] = await Promise.all([loadQuota(store.id), loadCirculars(store.id)]);
      setQuota(q);
      setCirculars(list);
    }
  }, []);

  useMailedLinkThenLoad(storeIdFromPath, load);

  const processing = circulars.some((c) => c.status === "processing");
  useEffect(() => {
    if (!processing || screen.kind !== "ready") return;
    const storeId = screen.store.id;
    const timer = setInterval(() => {
      loadCirculars(storeId)
        .then(setCirculars)
        .catch(() => {});
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [processing, screen]);

  async function remove(circular: CircularJson) {
    if (screen.kind !== "ready") return;
    // A deleted circular cannot be brought back: ask first (issue #25), like cancelling a subscription.
    if (!confirm(deleteQuestion(circular))) return;
    setDeleting(circular.id);
    try {
      await deleteCircular(circular.id, screen.store.id);
      toast({ title: "Success", description: "Circular deleted successfully" });
    } catch (error) {
      toast({
        title: "Delete Failed",
        description: failureMessage(error, "Failed to delete circular"),
        variant: "destructive",
      });
    } finally {
      setDeleting(null);
      await load();
    }
  }

  if (screen.kind === "loading") {
    return (
      <div aria-busy="true" aria-label="Loading" className="space-y-6">
        <div className="h-32 animate-pulse rounded-2xl bg-cream-200" />
        <div className="h-64 animate-pulse rounded-2xl bg-cream-200" />
      </div>
    );
  }
  if (screen.kind === "not_found") {
    return (
      <div className="mx-auto max-w-xl rounded-2xl border border-cream-300 bg-cream-50 p-8 text-center shadow-card">
        <h2 className="text-2xl font-semibold text-ink-900">Store Not Found</h2>
        <p className="mt-2 text-ink-700">The grocery store you&apos;re looking for doesn&apos;t exist.</p>
        <a href="/" className="btn-primary mt-6">
          Return Home
        </a>
      </div>
    );
  }
  if (screen.kind === "unavailable") {
    return (
      <div className="mx-auto max-w-xl rounded-2xl border border-cream-300 bg-cream-50 p-8 text-center shadow-card">
        <h2 className="text-2xl font-semibold text-ink-900">Feature Not Available</h2>
        <p className="mt-2 text-ink-700">Circular management is not currently enabled.</p>
      </div>
    );
  }

  const { store, permissions } = screen;
  if (permissions.code === "no_proof" || permissions.code === "not_owner") {
    return <OwnerProof storeId={store.id} reason={permissions.reason} onProven={() => void load()} />;
  }
  if (permissions.code === "buyer_not_owner") {
    return <NotTheOwner store={store} reason={permissions.reason} email={permissions.email} />;
  }
  if (permissions.code === "no_active_boost") {
    return (
      <div className="mx-auto max-w-xl rounded-2xl border-2 border-honey-400 bg-cream-50 p-8 shadow-card">
        <h2 className="text-2xl font-semibold text-ink-900">Boost Subscription Required</h2>
        <p className="mt-2 text-ink-700">{permissions.reason ?? "Only boosted stores can upload weekly circulars"}</p>
        <ul className="mt-4 list-disc space-y-1 pl-5 text-ink-900">
          {BENEFITS.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
        <div className="mt-6 flex flex-wrap gap-3">
          <a href={`/boost-profile/${store.id}`} className="btn-accent">
            Get Boost Subscription
          </a>
          <a href={storeHref(store)} className="btn-outline">
            Back to Store Page
          </a>
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      {permissions.email && <p className="text-sm text-ink-600">Signed in as {permissions.email}</p>}
      {quota && <QuotaCard quota={quota} />}
      <DigestReach storeId={store.id} />
      <UploadPanel storeId={store.id} remaining={quota?.remaining ?? 0} onUploaded={() => void load()} />
      <CircularList circulars={circulars} deleting={deleting} onDelete={(c) => void remove(c)} />
    </div>
  );
}
