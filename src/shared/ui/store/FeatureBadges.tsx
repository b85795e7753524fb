// The offering badges (Local Produce, Prepared Foods, Organic, SNAP) as a labelled list.
import type { StoreFeature } from "../../stores/store-view.ts";

const styles: Record<StoreFeature, string> = {
  "Local Produce": "border-leaf-100 bg-leaf-50 text-leaf-800",
  "Prepared Foods": "border-honey-200 bg-honey-200/40 text-honey-800",
  Organic: "border-leaf-100 bg-leaf-50 text-leaf-800",
  SNAP: "border-cream-300 bg-cream-100 text-ink-700",
};

export const featureLabels: Record<StoreFeature, string> = {
  "Local Produce": "Local Produce",
  "Prepared Foods": "Prepared Foods",
  Organic: "Organic",
  SNAP: "Accepts SNAP",
};

export default function FeatureBadges({ features, className = "" }: { features: StoreFeature[]; className?: string }) {
  if (features.length === 0) return null;
  return (
    <ul aria-label="Offerings" className={`flex flex-wrap gap-1.5 ${className}`.trim()}>
      {features.map((feature) => (
        <li key={feature} className={`chip ${styles[feature]}`}>
          {featureLabels[feature]}
        </li>
      ))}
    </ul>
  );
}
