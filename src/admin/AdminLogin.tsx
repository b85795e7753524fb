// The admin sign-in form (spec "Admin login"): a required password, the spec's toasts, and on
// success the page that sent the admin here (?next=, same-site paths only) or /analytics. Someone
// whose 24-hour hint is still fresh is checked with the server first and skips the form.
import { useEffect, useId, useState, type FormEvent } from "react";
import { HttpError, apiFetch } from "../ui/api.ts";
import { inputClass } from "../ui/form-fields.tsx";
import { toast } from "../ui/toast.ts";
import SubmitButton from "../ui/SubmitButton.tsx";
import { useTypedValue } from "../ui/use-typed-value.ts";
import {
  DEFAULT_AFTER_LOGIN,
  fetchIsAdmin,
  isHintFresh,
  readAdminHint,
  safeNextPath,
  writeAdminHint,
} from "./admin-session.ts";
import { loginFailureMessage } from "./login-messages.ts";

function destination(): string {
  return safeNextPath(new URLSearchParams(window.location.search).get("next")) ?? DEFAULT_AFTER_LOGIN;
}

export default function AdminLogin() {
  const id = useId();
  const [password, setPassword] = useState("");
  const input = useTypedValue(password, setPassword);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!isHintFresh(readAdminHint(), Date.now())) return;
    let cancelled = false;
    fetchIsAdmin()
      .then((isAdmin) => {
        if (isAdmin && !cancelled) window.location.replace(destination());
      })
      .catch(() => undefined); // the form stays: signing in again is always possible
    return () => {
      cancelled = true;
    };
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (!password) {
      setError("Password is required");
      input.current?.focus();
      return;
    }
    setError(null);
    setPending(true);
    try {
      await apiFetch("/api/admin/login", { method: "POST", body: JSON.stringify({ password }) });
      writeAdminHint();
      window.location.assign(destination());
    } catch (failure) {
      const status = failure instanceof HttpError ? failure.status : 0;
      const serverMessage = failure instanceof HttpError ? failure.serverMessage : null;
      const message = loginFailureMessage(status, serverMessage);
      toast({ variant: "destructive", ...message });
      if (status === 401) {
        setError(message.description);
        setPassword("");
      }
      setPending(false);
      input.current?.focus();
    }
  };

  const inputId = `${id}-password`;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div>
        <label htmlFor={inputId} className="block font-semibold text-ink-900">
          Password
        </label>
        <input
          ref={input}
          id={inputId}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            if (error) setError(null);
          }}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className={inputClass}
        />
        {error && (
          <p id={`${inputId}-error`} className="mt-1 text-sm font-medium text-red-800">
            {error}
          </p>
        )}
      </div>
      <SubmitButton pending={pending} pendingLabel="Signing in..." className="btn-primary w-full disabled:opacity-70">
        Sign in
      </SubmitButton>
    </form>
  );
}
