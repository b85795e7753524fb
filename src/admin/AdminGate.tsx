// Shows its children only to a signed-in admin. The server decides (GET /api/admin/status reads the
// HttpOnly session cookie); anyone else is sent to /admin-login?next=<this page>. The check runs on
// every page load, so a session that ended elsewhere (logout in another tab, expiry) is noticed.
// Every admin API call is authorised on the server too: this gate only spares a stranger a broken
// screen.
import { useEffect, type ReactNode } from "react";
import { useLoaded } from "../ui/use-loaded.ts";
import { fetchIsAdmin, redirectToLogin } from "./admin-session.ts";

export default function AdminGate({ children }: { children: ReactNode }) {
  // A network or server failure is not a "no" (`failed`, not false): it offers a retry instead of a
  // login loop.
  const { data: isAdmin, failed, retry } = useLoaded(fetchIsAdmin);

  useEffect(() => {
    if (isAdmin === false) redirectToLogin();
  }, [isAdmin]);

  if (isAdmin) return <>{children}</>;
  if (failed) {
    return (
      <div role="alert" className="rounded-2xl border border-red-800 bg-cream-50 p-6">
        <p className="font-semibold text-red-800">Could not check your admin session.</p>
        <p className="mt-1 text-ink-700">The server did not answer. Check your connection and try again.</p>
        <button type="button" className="btn-outline mt-4" onClick={retry}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <p role="status" className="py-10 text-center text-ink-700">
      {isAdmin === false ? "Redirecting to sign in…" : "Checking admin access…"}
    </p>
  );
}
