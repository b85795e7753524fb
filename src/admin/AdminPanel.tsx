// /admin as one island: the gate, the stat cards and the tabs in the spec's order (Reviews: ADR 021;
// Expansion: ADR 020), then 'Circulars' (ADR 037), "Newsletter" (the weekly digest, ADR 039), and the
// review queues: "Suggestions" (shoppers' suggested edits, ADR 045), "Name & address" (owners' proposed
// changes, ADR 044) and "New listings" (ADR 024). Every review queue's tab shows its waiting count
// from the stat cards' one load, before the tab is first opened, and the tabs wrap on a wide screen
// so every queue is in sight at 1280 px (ADR 063).
import { useLoaded } from "../ui/use-loaded.ts";
import AdminGate from "./AdminGate.tsx";
import { adminFetch } from "./admin-api.ts";
import AnalyticsDashboard from "../analytics/AnalyticsDashboard.tsx";
import CircularsTab from "../circulars/CircularsTab.tsx";
import CitiesTab from "../towns/CitiesTab.tsx";
import ClaimsManager from "../owners/ClaimsManager.tsx";
import ReviewsTab from "../enrichment/ReviewsTab.tsx";
import ExpansionTab from "../imports/ExpansionTab.tsx";
import NameAddressTab from "../review/NameAddressTab.tsx";
import NewListingsTab from "../review/NewListingsTab.tsx";
import NewsletterTab from "../newsletter/NewsletterTab.tsx";
import StoresTab from "./StoresTab.tsx";
import SuggestionsTab from "../review/SuggestionsTab.tsx";
import Tabs from "../ui/Tabs.tsx";
import AdminStats, { type AdminStatsJson } from "./AdminStats.tsx";

const waitingBadge = (count: number | undefined) =>
  count === undefined ? null : { count, label: "waiting for review" };

function Panel() {
  const stats = useLoaded(() => adminFetch<AdminStatsJson>("/api/admin/stats"));
  const waiting = stats.data?.waiting;
  // The new-listings tab reports its own total after each decision; the cards follow it.
  const setNewListings = (total: number) =>
    stats.setData((current) =>
      current ? { ...current, waiting: { ...current.waiting, newListings: total } } : current,
    );
  // The stores tab reports the out-of-scope count whenever its 'Out of scope' list loads (issue #47).
  const setOutOfScope = (outOfScope: number) =>
    stats.setData((current) => (current ? { ...current, outOfScope } : current));
  const tabs = [
    {
      id: "stores",
      label: "Grocery Stores",
      panel: <StoresTab onOutOfScopeTotal={setOutOfScope} />,
      badge: stats.data ? { count: stats.data.outOfScope, label: "out of scope, waiting for a decision" } : null,
    },
    { id: "cities", label: "Cities", panel: <CitiesTab /> },
    {
      id: "claims",
      label: "Business Claims",
      panel: <ClaimsManager />,
      badge: waitingBadge(waiting?.claims),
    },
    { id: "reviews", label: "Reviews", panel: <ReviewsTab /> },
    { id: "expansion", label: "Expansion", panel: <ExpansionTab /> },
    { id: "analytics", label: "Analytics", panel: <AnalyticsDashboard /> },
    { id: "circulars", label: "Circulars", panel: <CircularsTab /> },
    { id: "newsletter", label: "Newsletter", panel: <NewsletterTab /> },
    { id: "suggestions", label: "Suggestions", panel: <SuggestionsTab />, badge: waitingBadge(waiting?.suggestions) },
    {
      id: "name-address",
      label: "Name & address",
      panel: <NameAddressTab />,
      badge: waitingBadge(waiting?.nameAddress),
    },
    {
      id: "new-listings",
      label: "New listings",
      panel: <NewListingsTab onTotal={setNewListings} />,
      badge: waitingBadge(waiting?.newListings),
    },
  ];
  return (
    <div className="space-y-8">
      <AdminStats stats={stats} />
      <Tabs label="Admin sections" tabs={tabs} />
    </div>
  );
}

export default function AdminPanel() {
  return (
    <AdminGate>
      <Panel />
    </AdminGate>
  );
}
