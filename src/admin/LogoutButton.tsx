// "Log out" ends this browser's session (POST /api/admin/logout); "Sign out everywhere" ends every
// admin session (POST /api/admin/logout-everywhere). Both forget the local hint and go to /.
import { useState } from "react";
import { failureMessage } from "../ui/api.ts";
import { toast } from "../ui/toast.ts";
import { useHydrated } from "../ui/use-hydrated.ts";
import { logOut } from "./admin-session.ts";

interface Props {
  className?: string;
  everywhere?: boolean;
}

export default function LogoutButton({ className = "btn-outline", everywhere = false }: Props) {
  const hydrated = useHydrated();
  const [pending, setPending] = useState(false);

  const onClick = async () => {
    setPending(true);
    try {
      await logOut(everywhere);
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
      {pending ? "Logging out…" : everywhere ? "Sign out everywhere" : "Log out"}
    </button>
  );
}
