// "Log out": ends the server session (POST /api/admin/logout), forgets the local hint, goes to /.
import { useState } from "react";
import { failureMessage } from "../shared/api.ts";
import { toast } from "../shared/toast.ts";
import { useHydrated } from "../shared/use-hydrated.ts";
import { logOut } from "./admin-session.ts";

export default function LogoutButton({ className = "btn-outline" }: { className?: string }) {
  const hydrated = useHydrated();
  const [pending, setPending] = useState(false);

  const onClick = async () => {
    setPending(true);
    try {
      await logOut();
      window.location.assign("/");
    } catch (error) {
      setPending(false);
      toast({
        variant: "destructive",
        title: "Failed to log out",
        description: failureMessage(error, "Please try again."),
      });
    }
  };

  return (
    <button type="button" className={className} onClick={() => void onClick()} disabled={!hydrated || pending}>
      {pending ? "Logging out…" : "Log out"}
    </button>
  );
}
