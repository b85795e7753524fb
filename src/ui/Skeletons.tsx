// Loading placeholders for the pending fallback pages (spec 9: 6 cards on the city page). They are
// hidden from assistive technology; the surrounding region says "Loading" instead.
const bar = "animate-pulse rounded-lg bg-cream-200";

export function StoreProfileSkeleton() {
  return (
    <div className="container-page py-6 sm:py-10" aria-hidden="true">
      <div className={`${bar} h-4 w-48`} />
      <div className={`${bar} mt-6 h-11 w-3/4 max-w-lg`} />
      <div className={`${bar} mt-3 h-5 w-40`} />
      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div className={`${bar} aspect-[8/5] rounded-3xl`} />
        <div className="flex flex-col gap-6">
          <div className={`${bar} h-48 rounded-2xl`} />
          <div className={`${bar} h-64 rounded-2xl`} />
        </div>
      </div>
    </div>
  );
}

export function StoreCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-cream-300 bg-cream-50 shadow-card">
      <div className="aspect-[8/5] animate-pulse bg-cream-200" />
      <div className="space-y-3 p-4">
        <div className={`${bar} h-6 w-2/3`} />
        <div className={`${bar} h-4 w-1/3`} />
        <div className={`${bar} h-4 w-full`} />
        <div className={`${bar} h-4 w-5/6`} />
      </div>
    </div>
  );
}

export function CitySkeleton() {
  return (
    <div aria-hidden="true">
      <div className="h-36 animate-pulse bg-cream-300 sm:h-52 lg:h-60" />
      <div className="container-page relative -mt-16 sm:-mt-20">
        <div className="rounded-3xl border border-cream-300 bg-cream-50 p-6 shadow-card sm:p-8">
          <div className={`${bar} h-4 w-40`} />
          <div className={`${bar} mt-5 h-11 w-3/4 max-w-lg`} />
          <div className={`${bar} mt-4 h-7 w-56`} />
        </div>
        <div className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <StoreCardSkeleton key={i} />
          ))}
        </div>
      </div>
    </div>
  );
}
