// /admin as one island: the gate, the stat cards and the tabs. The review and image tools are the
// Reviews tab (ADR 021).
import AdminGate from "../AdminGate.tsx";
import AnalyticsDashboard from "../analytics/AnalyticsDashboard.tsx";
import CitiesTab from "../cities/CitiesTab.tsx";
import ClaimsManager from "../claims/ClaimsManager.tsx";
import ReviewsTab from "../enrichment/ReviewsTab.tsx";
import StoresTab from "../stores/StoresTab.tsx";
import Tabs from "../ui/Tabs.tsx";
import AdminStats from "./AdminStats.tsx";

const TABS = [
  { id: "stores", label: "Grocery Stores", panel: <StoresTab /> },
  { id: "cities", label: "Cities", panel: <CitiesTab /> },
  { id: "claims", label: "Business Claims", panel: <ClaimsManager /> },
  { id: "reviews", label: "Reviews", panel: <ReviewsTab /> },
  { id: "analytics", label: "Analytics", panel: <AnalyticsDashboard /> },
];

export default function AdminPanel() {
  return (
    <AdminGate>
      <div className="space-y-8">
        <AdminStats />
        <Tabs label="Admin sections" tabs={TABS} />
      </div>
    </AdminGate>
  );
}
