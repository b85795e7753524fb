// The town the typed ZIP code maps to, asked once five digits are there (issue #49): the lister sees
// where the store will be listed before sending the form. Null while unknown; the server checks again.
import { useEffect, useState } from "react";
import { UNKNOWN_ZIP_CODE, zipFive, zipTownHint, zipTownPath, type ZipTownJson } from "../stores/zip-town.ts";
import { HttpError, apiFetch } from "../ui/api.ts";

export function useZipTown(typed: string): string | null {
  const zip = zipFive(typed);
  const [answer, setAnswer] = useState<{ zip: string; text: string } | null>(null);
  useEffect(() => {
    if (!zip) return;
    let current = true;
    apiFetch<ZipTownJson>(zipTownPath(zip))
      .then((town) => current && setAnswer({ zip, text: zipTownHint(town) }))
      .catch((error: unknown) => {
        // Offline or failing: say nothing rather than guess; the listing's own check still runs.
        if (current && error instanceof HttpError && error.status === 404) setAnswer({ zip, text: UNKNOWN_ZIP_CODE });
      });
    return () => {
      current = false;
    };
  }, [zip]);
  return zip && answer?.zip === zip ? answer.text : null;
}
