// /admin as one island: the gate, the stat cards and the tabs in the spec's order (Reviews: ADR 021;
// Expansion: ADR 020), then 'Circulars' (ADR 037), "New listings" (ADR 024), whose badge shows the
// number waiting before the tab is first opened, "Newsletter" (the weekly digest, ADR 039),
// "Suggestions" (shoppers' suggested edits, ADR 045) and "Name & address" (owners' proposed
// changes, ADR 044).
import AdminGate from "../AdminGate.tsx";
import AnalyticsDashboard from "../analytics/AnalyticsDashboard.tsx";
import CircularsTab from "../circulars/CircularsTab.tsx";
import CitiesTab from "../cities/CitiesTab.tsx";
import ClaimsManager from "../claims/ClaimsManager.tsx";
import ReviewsTab from "../enrichment/ReviewsTab.tsx";
import ExpansionTab from "../expansion/ExpansionTab.tsx";
import NameAddressTab from "../name-address/NameAddressTab.tsx";
import NewListingsTab from "../new-listings/NewListingsTab.tsx";
import NewsletterTab from "../newsletter/NewsletterTab.tsx";
import { usePendingListingCount } from "../new-listings/use-pending-listing-count.ts";
import StoresTab from "../stores/StoresTab.tsx";
import SuggestionsTab from "../suggestions/SuggestionsTab.tsx";
import Tabs from "../ui/Tabs.tsx";
import AdminStats from "./AdminStats.tsx";

function Panel() {
  const [pending, setPending] = usePendingListingCount();
  const tabs = [
    { id: "stores", label: "Grocery Stores", panel: <StoresTab /> },
    { id: "cities", label: "Cities", panel: <CitiesTab /> },
    { id: "claims", label: "Business Claims", panel: <ClaimsManager /> },
    { id: "reviews", label: "Reviews", panel: <ReviewsTab /> },
    { id: "expansion", label: "Expansion", panel: <ExpansionTab /> },
    { id: "analytics", label: "Analytics", panel: <AnalyticsDashboard /> },
    { id: "circulars", label: "Circulars", panel: <CircularsTab /> },
    { id: "newsletter", label: "Newsletter", panel: <NewsletterTab /> },
    { id: "suggestions", label: "Suggestions", panel: <SuggestionsTab /> },
    { id: "name-address", label: "Name & address", panel: <NameAddressTab /> },
    {
      id: "new-listings",
      label: "New listings",
      panel: <NewListingsTab onTotal={setPending} />,
      badge: pending === null ? null : { count: pending, label: "waiting for review" },
    },
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
