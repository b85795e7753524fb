// What one monthly SNAP refresh did: run-refresh.server.ts counts it, the admin's mail and panel show it.

export interface RefreshSummary {
  /** Stores added (those the rules left to an admin wait in New listings). */
  new: number;
  /** Stores whose SNAP authorisation ended: marked "may have closed". */
  ended: number;
  /** Stores renamed after their newest record, withdrawn to review or merged as one store. */
  changed: number;
  /** What now waits for an admin: new listings to review, "may have closed", proposed merges and
   * stores newly out of scope. */
  queued: number;
  /** Stores USDA lists again after a "may have closed" mark. */
  reappeared: number;
  /** Rows whose store a person decided, left as decided. */
  kept: number;
  /** Stores the file listed: checked today. */
  checked: number;
}
