// Shows its children only to a signed-in admin. The server decides (GET /api/admin/status reads the
// HttpOnly session cookie); anyone else is sent to /admin-login?next=<this page>. The check runs on
// every page load, so a session that ended elsewhere (logout in another tab, expiry) is noticed.
// Every admin API call is authorised on the server too: this gate only spares a stranger a broken
// screen.
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { fetchIsAdmin, redirectToLogin } from "./admin-session.ts";

type GateState = "checking" | "admin" | "redirecting" | "failed";

export default function AdminGate({ children }: { children: ReactNode }) {
  const [state, setState] = useState<GateState>("checking");

  const check = useCallback(async () => {
    setState("checking");
    try {
      if (await fetchIsAdmin()) {
        setState("admin");
      } else {
        setState("redirecting");
        redirectToLogin();
      }
    } catch {
      // A network or server failure is not a "no": offer a retry instead of a login loop.
      setState("failed");
    }
  }, []);

  useEffect(() => {
    // Deferred a tick so the effect body does not set state synchronously.
    const timer = setTimeout(() => void check(), 0);
    return () => clearTimeout(timer);
  }, [check]);

  if (state === "admin") return <>{children}</>;
  if (state === "failed") {
    return (
      <div role="alert" className="rounded-2xl border border-red-800 bg-cream-50 p-6">
        <p className="font-semibold text-red-800">Could not check your admin session.</p>
        <p className="mt-1 text-ink-700">The server did not answer. Check your connection and try again.</p>
        <button type="button" className="btn-outline mt-4" onClick={() => void check()}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <p role="status" className="py-10 text-center text-ink-700">
      {state === "redirecting" ? "Redirecting to sign in…" : "Checking admin access…"}
    </p>
  );
}
