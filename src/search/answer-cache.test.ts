import { beforeEach, describe, expect, it } from "vitest";
import {
  cachedSearchAnswer,
  forgetSearchAnswers,
  SEARCH_ANSWER_TTL_MS,
  SEARCH_ANSWERS_KEPT,
} from "./answer-cache.server.ts";

let computed: string[];
const compute =
  (key: string, value = key) =>
  async () => {
    computed.push(key);
    return value;
  };

beforeEach(() => {
  forgetSearchAnswers();
  computed = [];
});

describe("search answers kept for a few seconds", () => {
  it("computes once for every caller asking for the same search while it runs", async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => cachedSearchAnswer("mankato", compute("mankato"))),
    );
    expect(new Set(answers)).toEqual(new Set(["mankato"]));
    expect(computed).toEqual(["mankato"]);
  });

  it("keeps each search apart", async () => {
    await cachedSearchAnswer("a", compute("a"));
    expect(await cachedSearchAnswer("b", compute("b"))).toBe("b");
    expect(computed).toEqual(["a", "b"]);
  });

  it("asks the database again once the answer is older than its time to live", async () => {
    const start = 1_000_000;
    await cachedSearchAnswer("mankato", compute("mankato", "old"), start);
    expect(await cachedSearchAnswer("mankato", compute("mankato", "new"), start + SEARCH_ANSWER_TTL_MS - 1)).toBe(
      "old",
    );
    expect(await cachedSearchAnswer("mankato", compute("mankato", "new"), start + SEARCH_ANSWER_TTL_MS)).toBe("new");
    expect(computed).toHaveLength(2);
  });

  it("forgets every answer after a data change", async () => {
    await cachedSearchAnswer("mankato", compute("mankato", "before"));
    forgetSearchAnswers();
    expect(await cachedSearchAnswer("mankato", compute("mankato", "after"))).toBe("after");
  });

  it("does not keep a failure", async () => {
    const failing = cachedSearchAnswer("mankato", async () => {
      throw new Error("database gone");
    });
    await expect(failing).rejects.toThrow("database gone");
    expect(await cachedSearchAnswer("mankato", compute("mankato", "back"))).toBe("back");
  });

  it(`keeps at most ${SEARCH_ANSWERS_KEPT} searches, dropping the oldest`, async () => {
    for (let i = 0; i <= SEARCH_ANSWERS_KEPT; i++) await cachedSearchAnswer(`q${i}`, compute(`q${i}`));
    computed = [];
    await cachedSearchAnswer(`q${SEARCH_ANSWERS_KEPT}`, compute("newest"));
    await cachedSearchAnswer("q1", compute("q1"));
    await cachedSearchAnswer("q0", compute("q0"));
    expect(computed).toEqual(["q0"]);
  });
});
