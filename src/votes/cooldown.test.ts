import { describe, expect, it } from "vitest";
import { VOTE_COOLDOWN_MS, cooldownLeftMs, minutesLeft, voteAgainIn, waitWording } from "./cooldown.ts";

const minute = 60_000;

describe("vote cooldown", () => {
  it("blocks for 60 minutes after a vote, then allows again", () => {
    const votedAt = 1_000_000;
    expect(cooldownLeftMs(votedAt, votedAt)).toBe(VOTE_COOLDOWN_MS);
    expect(cooldownLeftMs(votedAt, votedAt + 59 * minute)).toBe(minute);
    expect(cooldownLeftMs(votedAt, votedAt + 60 * minute)).toBe(0);
    expect(cooldownLeftMs(votedAt, votedAt + 600 * minute)).toBe(0);
  });

  it("allows a device that never voted, and caps a vote stamped in the future at one cooldown", () => {
    expect(cooldownLeftMs(null, 5)).toBe(0);
    expect(cooldownLeftMs(Number.NaN, 5)).toBe(0);
    expect(cooldownLeftMs(10 * VOTE_COOLDOWN_MS, 0)).toBe(VOTE_COOLDOWN_MS);
  });

  it.each([
    [0, 0],
    [29_999, 0],
    [30_000, 1],
    [89_999, 1],
    [90_000, 2],
    [VOTE_COOLDOWN_MS - 1, 60],
  ])("rounds %i ms to %i minutes", (ms, minutes) => {
    expect(minutesLeft(ms)).toBe(minutes);
  });

  it.each([
    [0, "less than a minute"],
    [1, "1 minute"],
    [2, "2 minutes"],
    [60, "60 minutes"],
  ])("words %i minutes as %j", (minutes, words) => {
    expect(waitWording(minutes)).toBe(words);
  });

  it("says the spec's sentence", () => {
    expect(voteAgainIn(42)).toBe("You can vote again in 42 minutes");
    expect(voteAgainIn(0)).toBe("You can vote again in less than a minute");
  });
});
