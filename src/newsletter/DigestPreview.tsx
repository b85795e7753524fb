// Preview of next week's digest for any town or state, as the run would compose it now.
import { useEffect, useId, useState, type FormEvent } from "react";
import type { CityJson } from "../towns/city-json.ts";
import type { DigestPreviewJson } from "./newsletter-json.ts";
import { US_STATE_NAMES } from "../towns/us-states.ts";
import { adminFetch, failureText } from "../admin/admin-api.ts";

export default function DigestPreview() {
  const id = useId();
  const [towns, setTowns] = useState<CityJson[]>([]);
  const [choice, setChoice] = useState("");
  const [preview, setPreview] = useState<DigestPreviewJson | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    adminFetch<CityJson[]>("/api/cities").then(
      (cities) => setTowns([...cities].sort((a, b) => a.state.localeCompare(b.state) || a.name.localeCompare(b.name))),
      () => setError("The town list could not be loaded."),
    );
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!choice) return;
    setLoading(true);
    setError(null);
    try {
      const [kind, value] = choice.split(":") as ["town" | "state", string];
      const query = kind === "town" ? `citySlug=${encodeURIComponent(value)}` : `state=${value}`;
      setPreview(await adminFetch<DigestPreviewJson>(`/api/admin/newsletter/preview?${query}`));
    } catch (failure) {
      setPreview(null);
      setError(failureText(failure, "The preview could not be made."));
    } finally {
      setLoading(false);
    }
  };

  const states = [...new Set(towns.map((t) => t.state))];
  return (
    <section aria-labelledby="digest-preview-heading" className="space-y-4">
      <h2 id="digest-preview-heading" className="text-xl font-semibold text-leaf-900">
        Preview next digest
      </h2>
      <form onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={`${id}-area`} className="block font-semibold text-ink-900">
            Town or state
          </label>
          <select
            id={`${id}-area`}
            value={choice}
            required
            onChange={(event) => setChoice(event.target.value)}
            className="mt-2 min-h-12 w-full rounded-xl border-2 border-cream-300 bg-white px-3 text-base text-ink-900"
          >
            <option value="" disabled>
              Choose a town or state
            </option>
            {states.map((state) => (
              <optgroup key={state} label={US_STATE_NAMES[state] ?? state}>
                <option value={`state:${state}`}>All of {US_STATE_NAMES[state] ?? state}</option>
                {towns
                  .filter((t) => t.state === state)
                  .map((t) => (
                    <option key={t.slug} value={`town:${t.slug}`}>
                      {t.name}, {t.state}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-outline min-h-12" disabled={loading || !choice}>
          {loading ? "Loading..." : "Preview"}
        </button>
      </form>
      {error && (
        <p role="alert" className="font-semibold text-red-800">
          {error}
        </p>
      )}
      {preview?.empty === true && (
        <p className="text-ink-800">Nothing new in {preview.areaLabel} this week: no digest would be sent.</p>
      )}
      {preview?.empty === false && (
        <div className="space-y-3 rounded-2xl border border-cream-300 bg-cream-50 p-5">
          <p className="font-semibold text-ink-900">Subject: {preview.subject}</p>
          <a href={preview.htmlUrl} target="_blank" rel="noopener" className="font-medium text-leaf-700 underline">
            Open the HTML e-mail in a new tab
          </a>
          <pre className="max-h-96 overflow-auto text-sm whitespace-pre-wrap text-ink-800">{preview.text}</pre>
        </div>
      )}
    </section>
  );
}
