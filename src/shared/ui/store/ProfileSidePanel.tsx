// The profile's boost panel. Both variants are in the HTML and the one that does not match the
// built boost state is `hidden`; the BoostState island flips them if the live state differs.
import { StoreIcon } from "./icons.tsx";

interface Props {
  storeId: string;
  boosted: boolean;
}

export default function ProfileSidePanel({ storeId, boosted }: Props) {
  const id = encodeURIComponent(storeId);
  return (
    <>
      <section
        data-boost-view="off"
        hidden={boosted}
        aria-labelledby="boost-prompt-heading"
        className="rounded-2xl border border-honey-300 bg-honey-200/50 p-5 shadow-card"
      >
        <span className="flex size-11 items-center justify-center rounded-full bg-honey-400 text-ink-900">
          <StoreIcon name="rocket" className="size-6" />
        </span>
        <h2 id="boost-prompt-heading" className="mt-3 text-xl font-semibold text-ink-900">
          Love this place? Help them get featured!
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-ink-700">
          A boost gives a store the Featured badge, a golden highlight and top placement in search and on its city page,
          from $5/month.
        </p>
        <a href={`/boost-profile/${id}`} className="btn-accent mt-4 w-full">
          <StoreIcon name="star" className="size-5" />
          Boost This Profile
        </a>
      </section>

      <section
        data-boost-view="on"
        hidden={!boosted}
        aria-labelledby="boosted-heading"
        className="rounded-2xl border border-honey-400 bg-cream-50 p-5 shadow-card ring-2 ring-honey-300"
      >
        <p className="inline-flex items-center gap-1 rounded-full bg-honey-400 px-2.5 py-1 text-xs font-bold text-ink-900">
          <StoreIcon name="star" className="size-3.5 fill-current" />
          Featured
        </p>
        <h2 id="boosted-heading" className="mt-3 text-xl font-semibold text-ink-900">
          Boosted Store
        </h2>
        <p className="mt-1 text-sm text-ink-700">Manage your store features</p>
        <div className="mt-4 flex flex-col gap-2">
          <a href={`/manage-circulars/${id}`} className="btn-primary w-full">
            Manage Weekly Circulars
          </a>
          <a href="/manage-subscription" className="btn-outline w-full">
            Manage Subscription
          </a>
        </div>
      </section>
    </>
  );
}
