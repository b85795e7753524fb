import { describe, expect, it } from "vitest";
import { networkHash, subnetPrefix } from "./client-network.server.ts";

describe("subnetPrefix", () => {
  it.each([
    ["203.0.113.7", "203.0.113"],
    ["203.0.113.250", "203.0.113"],
    ["2001:db8:abcd:12::1", "2001:db8:abcd"],
    ["2001:0db8:abcd:0012:0000:0000:0000:0001", "2001:db8:abcd"],
    ["2001:db8::1", "2001:db8:0"],
    ["::1", "0:0:0"],
    ["fe80::1%eth0", "fe80:0:0"],
    ["unknown", "unknown"],
    ["::ffff:203.0.113.7", "203.0.113"],
  ])("puts %s in the block %s", (ip, prefix) => {
    expect(subnetPrefix(ip)).toBe(prefix);
  });

  it("tells neighbouring blocks apart", () => {
    expect(subnetPrefix("203.0.113.7")).not.toBe(subnetPrefix("203.0.114.7"));
    expect(subnetPrefix("2001:db8:1::1")).not.toBe(subnetPrefix("2001:db8:2::1"));
  });
});

describe("networkHash", () => {
  it("keys limits on the /24 or /48, not the address (issue #23)", () => {
    expect(networkHash("203.0.113.7")).toBe(networkHash("203.0.113.250"));
    expect(networkHash("::ffff:203.0.113.9")).toBe(networkHash("203.0.113.7"));
    expect(networkHash("2001:db8:abcd:1::1")).toBe(networkHash("2001:db8:abcd:ffff::2"));
    expect(networkHash("203.0.113.7")).not.toBe(networkHash("203.0.114.7"));
    expect(networkHash("2001:db8:abcd::1")).not.toBe(networkHash("2001:db8:abce::1"));
  });
});
