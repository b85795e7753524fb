// The outbound fetcher against real sockets: servers on 127.0.0.1, reachable only when listed in
// OUTBOUND_ALLOWED_HOSTS, and names made to resolve to private addresses through the resolver.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnv } from "./env.server.ts";
import { outboundFetch, OutboundError, type OutboundFailure, type Resolver } from "./outbound-fetch.server.ts";

type Route = (req: IncomingMessage, res: ServerResponse) => void;

let hits = 0;

async function serve(routes: Record<string, Route>): Promise<{ server: Server; origin: string; host: string }> {
  const server = createServer((req, res) => {
    hits++;
    const route = routes[new URL(req.url ?? "/", "http://x").pathname];
    if (route) route(req, res);
    else res.writeHead(404).end("not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}`, host: `127.0.0.1:${port}` };
}

let trusted: Awaited<ReturnType<typeof serve>>;
let other: Awaited<ReturnType<typeof serve>>;

const redirect =
  (location: string): Route =>
  (_req, res) =>
    res.writeHead(302, { location }).end();

beforeAll(async () => {
  other = await serve({
    "/echo": (req, res) => res.end(JSON.stringify(req.headers)),
  });
  trusted = await serve({
    "/ok": (_req, res) => res.writeHead(200, { "content-type": "text/plain" }).end("hello"),
    "/to-metadata": redirect("http://169.254.169.254/latest/meta-data/"),
    "/to-private": redirect("http://10.0.0.8/admin"),
    "/to-file": redirect("file:///etc/passwd"),
    "/to-localhost": redirect(`http://localhost:${new URL(other.origin).port}/echo`),
    "/hop1": redirect("/hop2"),
    "/hop2": redirect("/hop3"),
    "/hop3": redirect("/ok"),
    "/hop0": redirect("/hop1"),
    "/to-other-origin": redirect(`${other.origin}/echo`),
    "/big": (_req, res) => {
      res.writeHead(200);
      const chunk = Buffer.alloc(64 * 1024, 97);
      for (let i = 0; i < 40; i++) res.write(chunk);
      res.end();
    },
    "/big-declared": (_req, res) => res.writeHead(200, { "content-length": String(5_000_000) }).end(),
    "/bomb": (_req, res) =>
      res.writeHead(200, { "content-encoding": "gzip" }).end(gzipSync(Buffer.alloc(3_000_000, 0))),
    "/hang": () => undefined,
    "/slow-body": (_req, res) => {
      res.writeHead(200);
      res.write("partial");
    },
  });
  process.env.OUTBOUND_ALLOWED_HOSTS = `${trusted.host}, ${other.host}`;
  resetEnv();
});

afterAll(async () => {
  delete process.env.OUTBOUND_ALLOWED_HOSTS;
  resetEnv();
  for (const s of [trusted, other]) {
    s.server.closeAllConnections();
    await new Promise((resolve) => s.server.close(resolve));
  }
});

async function failure(promise: Promise<unknown>): Promise<OutboundFailure> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof OutboundError) return error.reason;
    throw error;
  }
  throw new Error("expected the fetch to fail");
}

const resolvesTo =
  (...addresses: string[]): Resolver =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

describe("outbound fetcher", () => {
  it("fetches from an allow-listed host", async () => {
    const response = await outboundFetch(`${trusted.origin}/ok`);
    expect(response.status).toBe(200);
    expect(response.text()).toBe("hello");
  });

  it.each([
    ["file:///etc/passwd", "bad_url"],
    ["ftp://example.com/x", "bad_url"],
    ["http://user:pw@example.com/", "bad_url"],
    ["not a url", "bad_url"],
    ["http://169.254.169.254/latest/meta-data/", "refused"],
    ["http://10.1.2.3/", "refused"],
    ["http://[::1]/", "refused"],
    ["http://[::ffff:127.0.0.1]/", "refused"],
    ["http://2130706433/", "refused"],
    ["http://0x7f.1/", "refused"],
  ] as const)("refuses %s", async (url, reason) => {
    expect(await failure(outboundFetch(url))).toBe(reason);
  });

  it("refuses loopback on a port that is not allow-listed, and a name resolving to loopback", async () => {
    const port = new URL(other.origin).port;
    const closedPort = Number(port) === 65535 ? 65534 : Number(port) + 1;
    expect(await failure(outboundFetch(`http://127.0.0.1:${closedPort}/`))).toBe("refused");
    expect(await failure(outboundFetch(`http://localhost:${port}/echo`))).toBe("refused");
  });

  it.each([
    ["127.0.0.1"],
    ["10.20.30.40"],
    ["172.16.5.4"],
    ["192.168.1.1"],
    ["169.254.169.254"],
    ["100.100.100.200"],
    ["fd00:ec2::254"],
    ["::1"],
  ])("refuses a public-looking name that resolves to %s", async (address) => {
    const resolve = resolvesTo(address);
    expect(await failure(outboundFetch("https://shop.example.com/", { resolve }))).toBe("refused");
  });

  it("connects to the address it checked, not to what the system's DNS says later (rebinding)", async () => {
    // The check sees a public address for "localhost"; the system resolver would say 127.0.0.1,
    // where the local server listens. A fetcher that resolved again at connect time would reach it.
    const resolve: Resolver = async () => [{ address: "198.41.0.4", family: 4 }];
    const before = hits;
    const port = new URL(trusted.origin).port;
    await outboundFetch(`http://localhost:${port}/ok`, { resolve, timeoutMs: 500 }).catch(() => undefined);
    expect(hits).toBe(before);
  });

  it("refuses a name when any of its answers is private", async () => {
    const resolve = resolvesTo("93.184.215.14", "10.0.0.1");
    expect(await failure(outboundFetch("https://mixed.example.com/", { resolve }))).toBe("refused");
  });

  it.each([["/to-metadata"], ["/to-private"], ["/to-file"], ["/to-localhost"]])(
    "refuses a redirect from an allowed host (%s)",
    async (path) => {
      const reason = await failure(outboundFetch(`${trusted.origin}${path}`));
      expect(["refused", "bad_url"]).toContain(reason);
    },
  );

  it("follows at most 3 redirects", async () => {
    expect((await outboundFetch(`${trusted.origin}/hop1`)).text()).toBe("hello");
    expect(await failure(outboundFetch(`${trusted.origin}/hop0`))).toBe("too_many_redirects");
  });

  it("drops the caller's headers when a redirect leaves the origin", async () => {
    const response = await outboundFetch(`${trusted.origin}/to-other-origin`, {
      headers: { authorization: "secret-key" },
    });
    const echoed = response.json() as Record<string, string>;
    expect(echoed.authorization).toBeUndefined();
    expect(echoed["user-agent"]).toMatch(/SmallTownGrocers/);
  });

  it("caps the body while it streams, as declared, and after decompression", async () => {
    const maxBytes = 1024 * 1024;
    expect(await failure(outboundFetch(`${trusted.origin}/big`, { maxBytes }))).toBe("too_large");
    expect(await failure(outboundFetch(`${trusted.origin}/big-declared`, { maxBytes }))).toBe("too_large");
    expect(await failure(outboundFetch(`${trusted.origin}/bomb`, { maxBytes }))).toBe("too_large");
    expect((await outboundFetch(`${trusted.origin}/big`, { maxBytes: 4 * 1024 * 1024 })).body.length).toBe(
      40 * 64 * 1024,
    );
  });

  it("gives up on a server that never answers, or stops halfway", async () => {
    const started = Date.now();
    expect(await failure(outboundFetch(`${trusted.origin}/hang`, { timeoutMs: 300 }))).toBe("timeout");
    expect(await failure(outboundFetch(`${trusted.origin}/slow-body`, { timeoutMs: 300 }))).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
