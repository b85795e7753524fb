// /newsletter/town?token=: the subscriber chooses the town (or whole state) of their weekly digest,
// from the link in every newsletter mail. The token in the address is the proof (ADR 039).
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { CityJson } from "../towns/city-json.ts";
import { US_STATE_NAMES } from "../towns/us-states.ts";
import { apiFetch, failureMessage } from "../ui/api.ts";

interface AreaAnswer {
  citySlug: string | null;
  state: string | null;
  label: string;
}

type Load = { kind: "loading" } | { kind: "failed"; message: string } | { kind: "ready"; area: AreaAnswer };

const WHOLE_STATE = "";

export default function ChooseCity() {
  const id = useId();
  // Read in the browser only: the page is rendered at build time, where there is no address.
  const token = useRef("");
  const [load, setLoad] = useState<Load>({ kind: "loading" });
  const [towns, setTowns] = useState<CityJson[]>([]);
  const [state, setState] = useState("");
  const [town, setTown] = useState(WHOLE_STATE);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    token.current = new URLSearchParams(window.location.search).get("token") ?? "";
    Promise.all([
      apiFetch<AreaAnswer>(`/api/newsletter/area?token=${encodeURIComponent(token.current)}`),
      apiFetch<CityJson[]>("/api/cities"),
    ])
      .then(([area, cities]) => {
        setTowns(cities);
        setState(area.state ?? "");
        setTown(area.citySlug ?? WHOLE_STATE);
        setLoad({ kind: "ready", area });
      })
      .catch((error) => setLoad({ kind: "failed", message: failureMessage(error, "This link could not be opened.") }));
  }, []);

  const inState = towns.filter((t) => t.state === state).sort((a, b) => a.name.localeCompare(b.name));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!state || saving) return;
    setSaving(true);
    setNotice(null);
    try {
      const area = await apiFetch<AreaAnswer>("/api/newsletter/area", {
        method: "POST",
        body: JSON.stringify({ token: token.current, ...(town ? { citySlug: town } : { state }) }),
      });
      setLoad({ kind: "ready", area });
      setNotice(`Saved. Your weekly digest is now for ${area.label}.`);
    } catch (error) {
      setNotice(failureMessage(error, "That did not work. Please try again."));
    } finally {
      setSaving(false);
    }
  };

  if (load.kind === "loading") return <p className="text-ink-700">Loading your subscription…</p>;
  if (load.kind === "failed")
    return (
      <p role="alert" className="text-ink-900">
        {load.message}
      </p>
    );
  return (
    <form onSubmit={onSubmit} className="grid max-w-xl gap-4">
      <p className="text-ink-800">
        Your weekly digest is for <strong>{load.area.label}</strong>.
      </p>
      <div>
        <label htmlFor={`${id}-state`} className="block font-semibold text-ink-900">
          State
        </label>
        <select
          id={`${id}-state`}
          value={state}
          required
          onChange={(event) => {
            setState(event.target.value);
            setTown(WHOLE_STATE);
          }}
          className="mt-2 min-h-12 w-full rounded-full border-2 border-cream-300 bg-white px-4 text-base text-ink-900"
        >
          <option value="" disabled>
            Choose your state
          </option>
          {Object.entries(US_STATE_NAMES).map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-town`} className="block font-semibold text-ink-900">
          Town
        </label>
        <select
          id={`${id}-town`}
          value={town}
          disabled={!state}
          onChange={(event) => setTown(event.target.value)}
          className="mt-2 min-h-12 w-full rounded-full border-2 border-cream-300 bg-white px-4 text-base text-ink-900"
        >
          <option value={WHOLE_STATE}>All of {US_STATE_NAMES[state] ?? "the state"}</option>
          {inState.map((t) => (
            <option key={t.slug} value={t.slug}>
              {t.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <button type="submit" className="btn-primary min-h-12" disabled={saving || !state}>
          {saving ? "Saving..." : "Save my town"}
        </button>
      </div>
      <p role="status" className="text-ink-800">
        {notice}
      </p>
    </form>
  );
}
