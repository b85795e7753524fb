import { describe, expect, it } from "vitest";
import { suppressionReason } from "./mail-events.server.ts";

const event = (RecordType: string, Type?: string, Inactive?: boolean) => ({
  RecordType,
  Type,
  Inactive,
  Email: "a@example.com",
});

describe("suppressionReason (Postmark records)", () => {
  it.each([
    [event("SpamComplaint", "SpamComplaint", true), "SpamComplaint"],
    [event("Bounce", "HardBounce", true), "HardBounce"],
    [event("Bounce", "BadEmailAddress", false), "BadEmailAddress"],
    [event("Bounce", "SoftBounce", false), null],
    [event("Bounce", "Transient", false), null],
    [event("Bounce", "DnsError", true), "DnsError (deactivated by the provider)"],
    [event("Delivery"), null],
    [event("Open"), null],
  ])("%j -> %s", (record, reason) => {
    expect(suppressionReason(record)).toBe(reason);
  });
});
