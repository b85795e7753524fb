// The fake Overpass server for one test file, with the expansion pointed at it: started and the
// OVERPASS_* variables set before the file's own hooks, and, after them, the variables removed, the
// last queued expansion run awaited (it may still be asking the fake) and the fake closed.
// Call it at the top of the file, after useFunctionTestEnv.
import { afterAll, beforeAll } from "vitest";
import { resetEnv } from "../../src/platform/env.server.ts";
import { expansionIdle } from "../../src/imports/expansion/queue-run.server.ts";
import { startFakeOverpass, type FakeOverpass } from "./fake-overpass.ts";

const VARIABLES = ["OVERPASS_URL", "OVERPASS_BACKOFF_MS", "OVERPASS_TIMEOUT_SECONDS"] as const;

export function useFakeOverpass({ timeoutSeconds }: { timeoutSeconds: number }): Omit<FakeOverpass, "close"> {
  let fake: FakeOverpass | undefined;
  const live = () => {
    if (!fake) throw new Error("useFakeOverpass: the fake runs only inside the file's tests");
    return fake;
  };

  beforeAll(async () => {
    fake = await startFakeOverpass();
    Object.assign(process.env, {
      OVERPASS_URL: fake.url,
      OVERPASS_BACKOFF_MS: "20",
      OVERPASS_TIMEOUT_SECONDS: String(timeoutSeconds),
    });
    resetEnv();
  });

  afterAll(async () => {
    for (const key of VARIABLES) delete process.env[key];
    await expansionIdle();
    await fake?.close();
  });

  return {
    get url() {
      return live().url;
    },
    get requests() {
      return live().requests;
    },
    fail: (failure, times) => live().fail(failure, times),
    delay: (ms) => live().delay(ms),
  };
}
