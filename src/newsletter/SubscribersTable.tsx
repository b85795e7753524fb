// Subscribers per town or state in the admin's Newsletter tab: counts only.
import type { NewsletterAreaRow } from "./newsletter-json.ts";

export default function SubscribersTable({ areas }: { areas: NewsletterAreaRow[] }) {
  return (
    <section aria-labelledby="digest-areas-heading" className="space-y-4">
      <h2 id="digest-areas-heading" className="text-xl font-semibold text-leaf-900">
        Subscribers per town
      </h2>
      {areas.length === 0 ? (
        <p className="text-ink-700">Nobody has subscribed yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left">
            <thead>
              <tr className="border-b border-cream-300 text-sm text-ink-700">
                <th scope="col" className="py-2 pr-4">
                  Town or state
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  Confirmed
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  Waiting to confirm
                </th>
                <th scope="col" className="py-2 text-right">
                  Suppressed
                </th>
              </tr>
            </thead>
            <tbody>
              {areas.map((a) => (
                <tr key={`${a.citySlug ?? ""}|${a.state ?? ""}`} className="border-b border-cream-200">
                  <th scope="row" className="py-2 pr-4 font-medium text-ink-900">
                    {a.label}
                  </th>
                  <td className="py-2 pr-4 text-right tabular-nums">{a.confirmed}</td>
                  <td className="py-2 pr-4 text-right tabular-nums">{a.pending}</td>
                  <td className="py-2 text-right tabular-nums">{a.suppressed}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
