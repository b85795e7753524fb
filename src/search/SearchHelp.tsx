// What the search page shows before anything is searched: how to search, and the measured popular searches.
import Icon, { type IconName } from "../ui/Icon.tsx";
import type { PopularSearch } from "./popular-searches.ts";
import PopularSearches from "./PopularSearches.tsx";

const tips: Array<{ icon: IconName; title: string; text: string }> = [
  {
    icon: "pin",
    title: "Search by town",
    text: "Type a town and its state, like Mankato, MN, to see its independent grocers.",
  },
  {
    icon: "mail",
    title: "Search by ZIP code",
    text: "Enter a five-digit ZIP code, like 56001, to find stores in that area.",
  },
  {
    icon: "store",
    title: "Search by store name",
    text: "Remember the shop but not the town? Try part of its name, like Family Market.",
  },
];

export default function SearchHelp({ popular }: { popular: readonly PopularSearch[] }) {
  return (
    <section aria-labelledby="search-help-heading">
      <h2 id="search-help-heading" className="text-2xl font-semibold text-ink-900">
        How to search
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {tips.map((tip) => (
          <li key={tip.title} className="rounded-2xl border border-cream-300 bg-cream-50 p-5 shadow-card">
            <span className="flex size-11 items-center justify-center rounded-full bg-leaf-50 text-leaf-700">
              <Icon name={tip.icon} className="size-6" />
            </span>
            <h3 className="mt-3 text-xl font-semibold text-ink-900">{tip.title}</h3>
            <p className="mt-1 text-ink-700">{tip.text}</p>
          </li>
        ))}
      </ul>
      <PopularSearches searches={popular} className="mt-8" />
    </section>
  );
}
