import { describe, expect, it } from "vitest";
import { NETWORK_VOTES_PER_STORE, refusalError, refusalFor } from "./vote-limits.server.ts";

const none = { deviceWaitMs: 0, networkVotes: 0, networkWaitMs: 0 };

describe("vote limits", () => {
  it("counts a first vote", () => {
    expect(refusalFor(none)).toBeNull();
    expect(refusalFor({ ...none, networkVotes: NETWORK_VOTES_PER_STORE - 1, networkWaitMs: 1 })).toBeNull();
  });

  it("refuses a device inside its cooldown, before looking at the network", () => {
    const recent = { deviceWaitMs: 42 * 60_000, networkVotes: 99, networkWaitMs: 1 };
    expect(refusalFor(recent)).toEqual({ reason: "device", waitMs: 42 * 60_000 });
  });

  it("refuses a new device once its network used up the store's votes", () => {
    const recent = { ...none, networkVotes: NETWORK_VOTES_PER_STORE, networkWaitMs: 10 * 60_000 };
    expect(refusalFor(recent)).toEqual({ reason: "network", waitMs: 10 * 60_000 });
  });

  it("words the 429 as the spec does, with the minutes for the island", () => {
    const device = refusalError({ reason: "device", waitMs: 59.8 * 60_000 });
    expect(device.status).toBe(429);
    expect(device.message).toBe("You can vote again in 60 minutes");
    expect(device.details).toEqual({ minutesLeft: 60, reason: "device" });
    const network = refusalError({ reason: "network", waitMs: 20_000 });
    expect(network.message).toMatch(/from your network.*You can vote again in less than a minute$/);
    expect(network.details).toEqual({ minutesLeft: 0, reason: "network" });
  });
});
