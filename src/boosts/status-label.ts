// What a running boost's status says to its buyer (issue #25): a cancelled subscription keeps the
// boost to the end of the period, so it is 'Cancels on {date}', never a bare 'active'.
import { billingDate } from "../platform/dates.ts";

export interface BoostStatusInput {
  status: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd?: boolean;
}

export function boostStatusLabel({ status, currentPeriodEnd, cancelAtPeriodEnd }: BoostStatusInput): string {
  if (cancelAtPeriodEnd && status === "active") return `Cancels on ${billingDate(currentPeriodEnd)}`;
  return status;
}
