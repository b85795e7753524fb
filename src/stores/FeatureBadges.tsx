// The offering badges (Local Produce, Prepared Foods, Organic, SNAP) as a labelled list.
import type { StoreFeature } from "./store-view.ts";

// The chip utilities in global.css.
const styles: Record<StoreFeature, string> = {
  "Local Produce": "chip-leaf",
  "Prepared Foods": "chip-honey",
  Organic: "chip-leaf",
  SNAP: "chip-plain",
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
    <ul aria-label="Offerings" className={`chips ${className}`.trim()}>
      {features.map((feature) => (
        <li key={feature} className={styles[feature]}>
          {featureLabels[feature]}
        </li>
      ))}
    </ul>
  );
}
