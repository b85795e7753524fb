// Issue #23 item 7: five wrong codes from a stranger's network no longer lock the address's owner
// out of code entry: tries count per address and network, and the mailed link always works.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import proofFn from "../../functions/circulars-owner-proof.ts";
import infoFn from "../../functions/get-subscription-info.ts";
import type { LocalStripe } from "../../scripts/lib/local-stripe/server.ts";
import { CODE_TRIES_PER_NETWORK } from "../../src/owners/code-attempts.server.ts";
import { useCircularBlobs } from "../helpers/use-circular-blobs.ts";
import { callFunction } from "../helpers/call-function.ts";
import { startLocalStripe, stopLocalStripe } from "../helpers/local-stripe.ts";
import { readOutbox } from "../helpers/outbox.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";

const testDb = useFunctionTestEnv({ outbox: true });
useCircularBlobs();
let cityId: number;
let stripe: LocalStripe;

const STRANGER = "198.51.100.7";
const STRANGER_NEIGHBOUR = "198.51.100.200";
const OWNER = "203.0.113.9";

async function mailed(email: string, subject: string) {
  const mail = (await readOutbox(testDb.outbox)).findLast((m) => m.to === email && m.subject.includes(subject));
  if (!mail) throw new Error(`no code mailed to ${email}`);
  return { code: /Your code is (\d{6})/.exec(mail.text)![1]!, links: mail.links };
}

const wrong = (code: string) => (code === "000000" ? "000001" : "000000");

beforeAll(async () => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  stripe = await startLocalStripe();
  cityId = (await insertCity(testDb.db, { name: "Decorah", state: "IA" })).id;
});

afterAll(async () => {
  await stopLocalStripe(stripe);
});

describe(`wrong mailed codes on ${engine}`, () => {
  it("lock a stranger's network out of a subscription code, never the owner's", async () => {
    const info = (body: unknown, ip: string) =>
      callFunction(infoFn, "/api/get-subscription-info", { method: "POST", body, ip });
    const email = "victim@example.com";
    expect((await info({ email }, OWNER)).status).toBe(200);
    const { code, links } = await mailed(email, "manage your boost");
    for (let i = 0; i < CODE_TRIES_PER_NETWORK; i++) {
      expect((await info({ email, code: wrong(code) }, STRANGER)).status).toBe(400);
    }
    // The stranger's whole /24 is out of tries...
    expect((await info({ email, code }, STRANGER_NEIGHBOUR)).status).toBe(429);
    // ...the owner, on their own network, is not.
    expect((await info({ email, code }, OWNER)).status).toBe(200);
    const token = new URL(links.find((l) => l.includes("token="))!).searchParams.get("token")!;
    expect(token).toBeTruthy();
  });

  it("lock a stranger's network out of a circulars owner code, never the owner's; the link works", async () => {
    const store = await insertStore(testDb.db, cityId, { name: "Lockout Market", isBoosted: true });
    const email = `owner-${store.slug}@example.com`;
    const ask = (body: unknown, ip: string) =>
      callFunction(proofFn, `/api/circulars/owner-proof/${store.id}`, {
        method: "POST",
        params: { id: store.id },
        body,
        ip,
      });
    expect((await ask({ email }, OWNER)).status).toBe(200);
    const { code, links } = await mailed(email, "circulars");
    for (let i = 0; i < CODE_TRIES_PER_NETWORK; i++) {
      expect((await ask({ email, code: wrong(code) }, STRANGER)).status).toBe(400);
    }
    expect((await ask({ email, code }, STRANGER_NEIGHBOUR)).status).toBe(429);
    const link = links.find((l) => l.includes(`/manage-circulars/${store.id}?token=`))!;
    const token = new URL(link).searchParams.get("token")!;
    expect((await ask({ token }, STRANGER)).status).toBe(200);
    // The code is still the owner's to use from their own network (the link did not consume it).
    expect((await ask({ email, code }, OWNER)).status).toBe(200);
  });
});
