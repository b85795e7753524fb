// One `npm start` per checkout as well as per data folder (issue #43 item 3). Every start serves,
// and swaps new builds into, the checkout's one `dist` link (Netlify's emulation publishes the
// folder netlify.toml names), so two starts on different data folders served pages built from each
// other's data. The second one is refused, told which one runs and why. The lock is the same kind
// as the data folder's (data-folder-lock.ts): a local socket the kernel drops with its process.
import { lockAddress, takeLock, type LockHolder } from "./data-folder-lock.ts";

export interface SiteHolder extends LockHolder {
  /** The data folder the running start builds its site from. */
  dataDir: string;
}

export class CheckoutSiteLockedError extends Error {
  constructor(readonly holder: SiteHolder | undefined) {
    super(
      (holder
        ? `Another npm start (pid ${holder.pid}) in this checkout is already serving its built site (dist) at ` +
          `${holder.url}, from the data folder ${holder.dataDir}. `
        : "Another npm start in this checkout is already serving its built site (dist). ") +
        "Two starts in one checkout would serve each other's pages: stop it first, " +
        "or start this one from its own checkout (git worktree add).",
    );
    this.name = "CheckoutSiteLockedError";
  }
}

/** Takes the checkout's site for this process, or throws CheckoutSiteLockedError naming its holder. */
export async function lockCheckoutSite(
  projectRoot: string,
  holder: SiteHolder,
): Promise<{ release: () => Promise<void> }> {
  // Named after the checkout, not the `dist` link, which resolves into whichever data folder built last.
  const taken = await takeLock(lockAddress(projectRoot, "site-"), holder);
  if ("release" in taken) return taken;
  throw new CheckoutSiteLockedError(taken.heldBy);
}
