// The one home of signed tokens makes exactly the signatures its former copies made (a token mailed
// or queued before the merge still holds), and refuses anything else.
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { env } from "./env.server.ts";
import { isSigned, isValidJobSignature, jobSignature, keyedHash, sign } from "./job-signature.server.ts";
import { unsubscribeToken, verifyUnsubscribeToken } from "../newsletter/unsubscribe-token.server.ts";
import { networkHash, subnetHash } from "./client-network.server.ts";

const hmac = (text: string) => createHmac("sha256", env().HASH_SECRET).update(text);

describe("signed tokens", () => {
  it("signs '{purpose}:{value}' as the job, circular and enrichment signatures always did", () => {
    expect(jobSignature("expansion-run", 42)).toBe(hmac("expansion-run:42").digest("hex"));
    expect(jobSignature("circular-process", "c1")).toBe(hmac("circular-process:c1").digest("hex"));
    expect(jobSignature("enrichment-job", "j1")).toBe(hmac("enrichment-job:j1").digest("hex"));
  });

  it("keeps the unsubscribe token and the network keys as they were", () => {
    const id = "6f1c2b9e-3d4a-4c8b-9a7e-123456789001";
    expect(unsubscribeToken(id)).toBe(`${id}.${hmac(`unsubscribe:${id}`).digest("base64url").slice(0, 32)}`);
    expect(verifyUnsubscribeToken(unsubscribeToken(id))).toBe(id);
    expect(verifyUnsubscribeToken(`${id}.${"A".repeat(32)}`)).toBeNull();
    expect(networkHash("203.0.113.7")).toBe(hmac("203.0.113").digest("base64url").slice(0, 22));
    expect(subnetHash("203.0.113.7")).toBe(hmac("subnet:203.0.113").digest("base64url").slice(0, 22));
  });

  it("accepts its own signature only, whatever the length given", () => {
    const shape = { encoding: "base64url", length: 32 } as const;
    expect(isSigned("unsubscribe", "x", sign("unsubscribe", "x", shape), shape)).toBe(true);
    expect(isSigned("unsubscribe", "y", sign("unsubscribe", "x", shape), shape)).toBe(false);
    expect(isValidJobSignature("expansion-run", 42, jobSignature("expansion-run", 42))).toBe(true);
    expect(isValidJobSignature("expansion-run", 43, jobSignature("expansion-run", 42))).toBe(false);
    expect(isValidJobSignature("snap-refresh", 42, jobSignature("expansion-run", 42))).toBe(false);
    expect(isValidJobSignature("expansion-run", 42, jobSignature("expansion-run", 42).slice(0, 10))).toBe(false);
    expect(isValidJobSignature("expansion-run", 42, "")).toBe(false);
    expect(keyedHash("a", { length: 8 })).toHaveLength(8);
  });
});
