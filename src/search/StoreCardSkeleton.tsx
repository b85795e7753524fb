// A grey placeholder the size of a store card, shown while results load.
export default function StoreCardSkeleton() {
  return (
    <li aria-hidden="true" className="overflow-hidden rounded-2xl border border-cream-300 bg-cream-50 shadow-card">
      <div className="aspect-[8/5] bg-cream-200 motion-safe:animate-pulse" />
      <div className="space-y-3 p-4">
        <div className="h-6 w-3/4 rounded bg-cream-200 motion-safe:animate-pulse" />
        <div className="h-4 w-1/2 rounded bg-cream-200 motion-safe:animate-pulse" />
        <div className="h-4 w-2/3 rounded bg-cream-200 motion-safe:animate-pulse" />
        <div className="h-10 w-full rounded bg-cream-200 motion-safe:animate-pulse" />
      </div>
    </li>
  );
}
