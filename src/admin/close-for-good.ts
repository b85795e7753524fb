// 'Closed for good' on a store row (ADR 045): after a confirmation prompt, the store leaves every
// list at the next update, its page says 'Permanently closed' for CLOSED_PAGE_DAYS, then answers 410.
// 'Reopen' undoes it (a mistaken report, or the store opened again).
import { CLOSED_PAGE_DAYS } from "../stores/closed.ts";
import { toast } from "../ui/toast.ts";
import { adminFetch, failureText } from "./admin-api.ts";
import type { AdminStore } from "./admin-store-types.ts";

/** True when the store was closed (the list should reload). */
export async function closeForGood(store: AdminStore): Promise<boolean> {
  const question =
    `Mark "${store.name}" closed for good? It leaves town lists, search, best deals and the sitemap; ` +
    `its page says 'Permanently closed' for ${CLOSED_PAGE_DAYS} days, then its address answers 410 Gone.`;
  if (!window.confirm(question)) return false;
  try {
    await adminFetch(`/api/admin/grocery-stores/${encodeURIComponent(store.id)}/close`, {
      method: "POST",
      body: "{}",
    });
    toast({
      title: "Store marked closed for good",
      description: `${store.name} leaves the lists with the next update.`,
    });
    return true;
  } catch (error) {
    toast({ variant: "destructive", title: "Closing Failed", description: failureText(error, "Please try again.") });
    return false;
  }
}

/** True when the store was reopened (the list should reload). */
export async function reopen(store: AdminStore): Promise<boolean> {
  if (!window.confirm(`Reopen "${store.name}"? It is back in town lists, search and best deals at the next update.`))
    return false;
  try {
    await adminFetch(`/api/admin/grocery-stores/${encodeURIComponent(store.id)}/reopen`, {
      method: "POST",
      body: "{}",
    });
    toast({ title: "Store reopened", description: `${store.name} is back in the lists with the next update.` });
    return true;
  } catch (error) {
    toast({ variant: "destructive", title: "Reopening Failed", description: failureText(error, "Please try again.") });
    return false;
  }
}
