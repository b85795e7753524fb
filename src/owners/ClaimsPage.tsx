// /admin/claims as one island: the gate and the claims manager must hydrate together, because
// children passed to an island from an .astro page arrive as static HTML, never as live React.
import AdminGate from "../admin/AdminGate.tsx";
import ClaimsManager from "./ClaimsManager.tsx";

export default function ClaimsPage() {
  return (
    <AdminGate>
      <ClaimsManager />
    </AdminGate>
  );
}
