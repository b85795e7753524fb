// /admin as one island: the gate, the stat cards and the tabs. The review, image and expansion
// tools of the spec's panel belong to a later issue and have no tab yet. "New listings" (ADR 024)
// carries a badge with the number waiting, known before the tab is first opened.
import AdminGate from "../AdminGate.tsx";
import AnalyticsDashboard from "../analytics/AnalyticsDashboard.tsx";
import CitiesTab from "../cities/CitiesTab.tsx";
import ClaimsManager from "../claims/ClaimsManager.tsx";
import NewListingsTab from "../new-listings/NewListingsTab.tsx";
import { usePendingListingCount } from "../new-listings/use-pending-listing-count.ts";
import StoresTab from "../stores/StoresTab.tsx";
import Tabs from "../ui/Tabs.tsx";
import AdminStats from "./AdminStats.tsx";

function Panel() {
  const [pending, setPending] = usePendingListingCount();
  const tabs = [
    { id: "stores", label: "Grocery Stores", panel: <StoresTab /> },
    { id: "cities", label: "Cities", panel: <CitiesTab /> },
    { id: "claims", label: "Business Claims", panel: <ClaimsManager /> },
    // After the spec's tabs, beside the other review queue.
    {
      id: "new-listings",
      label: "New listings",
      panel: <NewListingsTab onTotal={setPending} />,
      badge: pending === null ? null : { count: pending, label: "waiting for review" },
    },
    { id: "analytics", label: "Analytics", panel: <AnalyticsDashboard /> },
  ];
  return (
    <div className="space-y-8">
      <AdminStats />
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
