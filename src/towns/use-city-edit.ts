// The inline editor both admin city screens share (description, image): open with the current
// value, focus the field on open and the Edit button on close, save with PUT, show the server's
// field message on a 422, and the spec's failure toast otherwise.
import { useEffect, useRef, useState } from "react";
import { HttpError } from "../ui/api.ts";
import { toast } from "../ui/toast.ts";
import { adminFetch, failureText } from "../admin/admin-api.ts";
import type { City } from "./use-all-cities.ts";

interface Options {
  city: City;
  onSaved: (city: City) => void;
  /** "description" or "image": PUT /api/admin/cities/{id}/{what}. */
  what: "description" | "image";
  successTitle: string;
  /** The spec's message when the server gives none. */
  failure: string;
}

export function useCityEdit({ city, onSaved, what, successTitle, failure }: Options) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const wasEditing = useRef(false);

  useEffect(() => {
    if (editing) field.current?.focus();
    else if (wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const open = (value: string) => {
    setDraft(value);
    setError(undefined);
    setEditing(true);
  };

  /** Shows a field error without a request (a check the form makes itself). */
  const refuse = (message: string) => {
    setError(message);
    field.current?.focus();
  };

  const save = async (body: Record<string, string>) => {
    if (pending) return;
    setError(undefined);
    setPending(true);
    try {
      const saved = await adminFetch<City>(`/api/admin/cities/${city.id}/${what}`, {
        method: "PUT",
        body: JSON.stringify(body),
      });
      onSaved(saved);
      setEditing(false);
      toast({ title: successTitle, description: `${city.name}, ${city.state}` });
    } catch (problem) {
      if (problem instanceof HttpError && problem.status === 422) refuse(problem.serverMessage ?? "");
      toast({ variant: "destructive", title: "Error", description: failureText(problem, failure) });
    } finally {
      setPending(false);
    }
  };

  return {
    editing,
    close: () => setEditing(false),
    open,
    draft,
    setDraft,
    error,
    clearError: () => setError(undefined),
    refuse,
    pending,
    save,
    editButton,
    field,
  };
}
