// What a running boost's status says to its buyer (issue #25): a cancelled subscription keeps the
// boost to the end of the period, so it is 'Cancels on {date}', never a bare 'active'.

export interface BoostStatusInput {
  status: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd?: boolean;
}

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

export function boostStatusLabel({ status, currentPeriodEnd, cancelAtPeriodEnd }: BoostStatusInput): string {
  if (cancelAtPeriodEnd && status === "active") return `Cancels on ${longDate(currentPeriodEnd)}`;
  return status;
}
