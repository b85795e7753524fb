// What shoppers suggested about the listing and an admin asked the owner to look at (ADR 045): shown
// above the editor so the owner can correct the listing, or save it unchanged to confirm it.
import { SUGGESTION_KIND_LABELS, type OwnerSuggestionJson } from "../review/suggestion-kinds.ts";

export default function OwnerSuggestions({ suggestions }: { suggestions: OwnerSuggestionJson[] }) {
  if (suggestions.length === 0) return null;
  return (
    <section
      aria-labelledby="owner-suggestions-heading"
      className="mt-6 rounded-xl border-2 border-honey-400 bg-cream-100 p-4 text-ink-900"
    >
      <h3 id="owner-suggestions-heading" className="font-sans text-lg font-semibold">
        {suggestions.length === 1 ? "A shopper suggested a change" : "Shoppers suggested changes"}
      </h3>
      <ul className="mt-2 space-y-2">
        {suggestions.map((suggestion) => (
          <li key={suggestion.id}>
            <span className="font-semibold">{SUGGESTION_KIND_LABELS[suggestion.kind]}</span>
            {suggestion.note && <span className="block break-words whitespace-pre-line">“{suggestion.note}”</span>}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm">
        Correct what is wrong below and save, or save the listing unchanged to tell us it is right. Our team sees your
        answer before deciding.
      </p>
    </section>
  );
}
