// Arriving at an owner's page (circulars, the listing editor) from a mailed link: prove the address
// with the link's token, drop the token from the address bar, then load the page. Without a token
// the page loads at once (a session from an earlier proof, or the proof form).
import { useEffect } from "react";
import { failureMessage } from "../ui/api.ts";
import { toast } from "../ui/toast.ts";
import { askForProof } from "../circulars/circulars-api.ts";

export function useMailedLinkThenLoad(storeId: () => string, load: () => Promise<void>) {
  useEffect(() => {
    const token = new URLSearchParams(location.search).get("token");
    if (token) history.replaceState(history.state, "", location.pathname);
    const proven = token
      ? askForProof(storeId(), { token }).catch((error: unknown) =>
          toast({
            title: "Error",
            description: failureMessage(error, "This link has expired."),
            variant: "destructive",
          }),
        )
      : Promise.resolve();
    void proven.then(load);
  }, [storeId, load]);
}
