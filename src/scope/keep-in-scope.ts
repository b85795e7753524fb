// 'Keep' on a store marked out of scope (issue #47): the store stays listed and no later check or
// import marks it again. Nothing is taken away, so it does not ask first; Delete is the other choice.
import { toast } from "../ui/toast.ts";
import { adminFetch, failureText } from "../admin/admin-api.ts";
import type { AdminStore } from "../admin/admin-store-types.ts";

/** True when the store was kept (the list should reload). */
export async function keepInScope(store: AdminStore): Promise<boolean> {
  try {
    await adminFetch(`/api/admin/grocery-stores/${encodeURIComponent(store.id)}/keep-in-scope`, {
      method: "POST",
      body: "{}",
    });
    toast({ title: "Store kept", description: `${store.name} stays listed; later checks leave it alone.` });
    return true;
  } catch (error) {
    toast({ variant: "destructive", title: "Keeping Failed", description: failureText(error, "Please try again.") });
    return false;
  }
}
