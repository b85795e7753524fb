// The words of the out-of-scope report (issue #47 item 2): one line of counts for `npm start` and
// the import, and the list `npm run scope:report` prints, so both say the same thing.
import type { ScopeMarking } from "./mark-out-of-scope.server.ts";

export interface MarkedStore {
  name: string;
  address: string;
  zipCode: string;
  town: string;
  state: string;
  reason: string | null;
}

const stores = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "store" : "stores"}`;

export function scopeMarkingLine(m: ScopeMarking): string {
  return (
    `Scope: ${stores(m.marked)} out of scope, waiting for an admin to keep or delete them ` +
    `(${m.newlyMarked.toLocaleString("en-US")} newly marked, ${m.cleared.toLocaleString("en-US")} back in scope, ` +
    `${m.kept.toLocaleString("en-US")} kept by an admin). They stay on the site until someone decides.`
  );
}

export function scopeReportText(m: ScopeMarking, marked: MarkedStore[]): string {
  const lines = marked.map((s) => `${s.name}, ${s.address}, ${s.town}, ${s.state} ${s.zipCode}: ${s.reason}`);
  const next =
    marked.length > 0
      ? ["", "Decide each in the admin's Grocery Stores tab, filter 'Out of scope': Keep, or Delete."]
      : [];
  return [scopeMarkingLine(m), ...(lines.length > 0 ? ["", ...lines] : []), ...next].join("\n");
}
