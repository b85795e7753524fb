import { afterEach, describe, expect, it } from "vitest";
import { env, resetEnv } from "./env.server.ts";

const saved = { ...process.env };

afterEach(() => {
  process.env = { ...saved };
  resetEnv();
});

function parseWith(values: Record<string, string | undefined>) {
  process.env = { ...saved };
  for (const key of ["NODE_ENV", "NETLIFY", "SITE_URL", "HASH_SECRET", "ADMIN_PASSWORD", "OUTBOUND_ALLOWED_HOSTS"])
    delete process.env[key];
  Object.assign(process.env, values);
  resetEnv();
  return () => env();
}

const secrets = { HASH_SECRET: "a-private-value-of-32-characters", ADMIN_PASSWORD: "hunter2hunter2" };

describe("the environment outside local development", () => {
  it.each([
    ["local defaults", {}],
    ["a loopback SITE_URL", { SITE_URL: "http://localhost:4321" }],
    ["a deployment with both secrets", { SITE_URL: "https://grocers.example", ...secrets }],
    ["a local build (astro build sets NODE_ENV=production)", { NODE_ENV: "production" }],
    ["Netlify with both secrets", { NETLIFY: "true", ...secrets }],
  ])("accepts %s", (_label, values) => {
    expect(parseWith(values)).not.toThrow();
  });

  it.each([
    ["a public SITE_URL", { SITE_URL: "https://grocers.example", ADMIN_PASSWORD: "x" }, "HASH_SECRET"],
    ["Netlify", { NETLIFY: "true", ADMIN_PASSWORD: "x" }, "HASH_SECRET"],
    ["Netlify without an admin password", { NETLIFY: "true", HASH_SECRET: secrets.HASH_SECRET }, "ADMIN_PASSWORD"],
    [
      "the public default hash key",
      { NETLIFY: "true", ...secrets, HASH_SECRET: "local-development-only-hash-key" },
      "HASH_SECRET",
    ],
  ])("refuses %s without its secrets", (_label, values, missing) => {
    expect(parseWith(values)).toThrow(new RegExp(`${missing}: must be set`));
  });
});

describe("the outbound fetcher's test allow-list (ADR 021)", () => {
  const allowList = { OUTBOUND_ALLOWED_HOSTS: "127.0.0.1:4010" };

  it("is accepted on this machine", () => {
    expect(parseWith(allowList)).not.toThrow();
  });

  it.each([
    ["a public SITE_URL", { SITE_URL: "https://grocers.example", ...secrets, ...allowList }],
    ["Netlify", { NETLIFY: "true", ...secrets, ...allowList }],
  ])("is refused on %s", (_label, values) => {
    expect(parseWith(values)).toThrow(/OUTBOUND_ALLOWED_HOSTS: is for local tests only/);
  });
});

describe("the vote rebuild interval (ADR 042)", () => {
  it("defaults to three hours, also when blank, and takes whole minutes up to a day", () => {
    expect(parseWith({})().VOTE_REBUILD_INTERVAL_MINUTES).toBe(180);
    expect(parseWith({ VOTE_REBUILD_INTERVAL_MINUTES: "" })().VOTE_REBUILD_INTERVAL_MINUTES).toBe(180);
    expect(parseWith({ VOTE_REBUILD_INTERVAL_MINUTES: "0" })().VOTE_REBUILD_INTERVAL_MINUTES).toBe(0);
    expect(parseWith({ VOTE_REBUILD_INTERVAL_MINUTES: "1440" })().VOTE_REBUILD_INTERVAL_MINUTES).toBe(1_440);
  });

  it.each(["-1", "1441", "90.5", "three hours"])("refuses %s", (value) => {
    expect(parseWith({ VOTE_REBUILD_INTERVAL_MINUTES: value })).toThrow(/VOTE_REBUILD_INTERVAL_MINUTES: /);
  });
});
