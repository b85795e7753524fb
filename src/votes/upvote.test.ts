import { beforeEach, describe, expect, it } from "vitest";
import { VOTE_COOLDOWN_MS } from "./cooldown.ts";
import { voteOutcome } from "./upvote-api.ts";
import { lastVoteAt, rememberVote, subscribeToVotes, voteKey, voteTimeFromMinutesLeft } from "./vote-memory.ts";

describe("voteOutcome", () => {
  it("reads a counted vote", () => {
    expect(voteOutcome(200, '{"upvoteCount":13}')).toEqual({ kind: "counted", upvoteCount: 13 });
  });

  it("reads the server's cooldown", () => {
    const body = JSON.stringify({
      error: { code: "rate_limited", message: "You can vote again in 42 minutes", minutesLeft: 42 },
    });
    expect(voteOutcome(429, body)).toEqual({ kind: "blocked", minutesLeft: 42 });
  });

  it.each([
    [
      404,
      '{"error":{"code":"not_found","message":"Grocery store not found. Please check the URL and try again."}}',
      "Grocery store not found. Please check the URL and try again.",
    ],
    [429, '{"error":{"code":"rate_limited","message":"Slow down."}}', "Slow down."],
    [500, "<html>Bad gateway</html>", null],
    [200, "{}", null],
    [503, "", null],
  ])("reads a %i failure with the server's message if any", (status, body, message) => {
    expect(voteOutcome(status, body)).toEqual({ kind: "failed", message });
  });
});

describe("vote memory", () => {
  const values = new Map<string, string>();
  beforeEach(() => {
    values.clear();
    globalThis.localStorage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    } as Storage;
  });

  it("keeps one timestamp per store under its own key and tells subscribers", () => {
    let told = 0;
    const stop = subscribeToVotes(() => told++);
    expect(lastVoteAt("a")).toBeNull();
    rememberVote("a", 1_700_000_000_000);
    expect(values.get(voteKey("a"))).toBe("1700000000000");
    expect(lastVoteAt("a")).toBe(1_700_000_000_000);
    expect(lastVoteAt("b")).toBeNull();
    expect(told).toBe(1);
    stop();
  });

  it("ignores a garbled stored value", () => {
    values.set(voteKey("c"), "yesterday");
    expect(lastVoteAt("c")).toBeNull();
  });

  it("turns the server's minutes left into the vote time that ends the cooldown then", () => {
    const now = 10 * VOTE_COOLDOWN_MS;
    expect(voteTimeFromMinutesLeft(now, 60)).toBe(now);
    expect(voteTimeFromMinutesLeft(now, 15)).toBe(now - 45 * 60_000);
  });
});
