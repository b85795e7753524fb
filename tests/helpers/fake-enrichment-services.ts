// One local server standing in for the services the enrichment tools call: Foursquare Places v3,
// Google Places (New), the Wikipedia REST API, Wikimedia Commons, and a few store websites. It
// answers with the recorded response bodies in tests/fixtures/enrichment, and each service can be
// switched to its real failure answers: a refused key (401/403), a rate limit (429), a server
// error (500) or a hang. The fetcher reaches it only through OUTBOUND_ALLOWED_HOSTS.
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { resetEnv } from "../../src/platform/env.server.ts";

const fixture = (name: string) => readFileSync(new URL(`../fixtures/enrichment/${name}`, import.meta.url), "utf8");

export type FakeMode = "ok" | "unauthorized" | "rate_limited" | "server_error" | "hang";
type Service = "foursquare" | "google" | "wikipedia";

export const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
  /** When it arrived (Date.now()). */
  at: number;
}

const page = (head: string, body = "") =>
  `<!doctype html><html><head><meta charset="utf-8"><title>Store</title>${head}</head><body>${body}</body></html>`;

const SITES: Record<string, (res: ServerResponse) => void> = {
  "/sites/prairie/": (res) => html(res, fixture("store-website.html")),
  "/sites/logo-only/": (res) => html(res, page("", '<img id="logo" src="/images/logo.png" alt="Logo">')),
  "/sites/no-image/": (res) => html(res, page('<meta property="og:title" content="Hilltop Foods">')),
  "/sites/broken-image/": (res) => html(res, page('<meta property="og:image" content="/images/missing.png">')),
  "/sites/private-image/": (res) => html(res, page('<meta property="og:image" content="http://10.0.0.5/x.png">')),
  "/sites/to-metadata/": (res) => res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" }).end(),
  "/sites/error/": (res) => res.writeHead(500, { "content-type": "text/html" }).end("<h1>Internal Server Error</h1>"),
  "/sites/hang/": () => undefined,
};

function html(res: ServerResponse, body: string) {
  res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(body);
}

function json(res: ServerResponse, status: number, body: string | object) {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  res.end(typeof body === "string" ? body : JSON.stringify(body));
}

/**
 * Starts the fake services. In-process tests also get this process's environment pointed at them;
 * the browser tests' global setup passes `{ intoProcessEnv: false }` and hands `env` to the spawned
 * product only, because test workers inherit the main process's environment.
 */
export async function startFakeEnrichmentServices({ intoProcessEnv = true } = {}) {
  const modes: Record<Service, FakeMode> = { foursquare: "ok", google: "ok", wikipedia: "ok" };
  const requests: RecordedRequest[] = [];

  /** The failure answer of a service in its own error format, or undefined when it should answer. */
  function failure(service: Service, res: ServerResponse): boolean {
    const mode = modes[service];
    if (mode === "ok") return false;
    if (mode === "hang") return true;
    if (service === "foursquare") {
      if (mode === "unauthorized") json(res, 401, fixture("foursquare-401.json"));
      else if (mode === "rate_limited") json(res, 429, fixture("foursquare-429.json"));
      else json(res, 500, { message: "Internal Server Error" });
    } else if (service === "google") {
      if (mode === "unauthorized") json(res, 403, fixture("google-403.json"));
      else if (mode === "rate_limited") json(res, 429, fixture("google-429.json"));
      else json(res, 500, { error: { code: 500, message: "Internal error encountered.", status: "INTERNAL" } });
    } else if (mode === "rate_limited") {
      res.writeHead(429, { "content-type": "text/html", "retry-after": "60" }).end("<h1>Too many requests</h1>");
    } else if (mode === "unauthorized") {
      json(res, 403, { type: "https://mediawiki.org/wiki/HyperSwitch/errors/forbidden", title: "Forbidden" });
    } else {
      json(res, 500, { type: "https://mediawiki.org/wiki/HyperSwitch/errors/internal_error", title: "Internal error" });
    }
    return true;
  }

  function route(req: IncomingMessage, res: ServerResponse, url: URL) {
    const path = url.pathname;
    if (path === "/foursquare/v3/places/search") {
      if (failure("foursquare", res)) return;
      return json(res, 200, fixture("foursquare-search.json"));
    }
    if (path.startsWith("/foursquare/v3/places/")) {
      if (failure("foursquare", res)) return;
      const id = decodeURIComponent(path.slice("/foursquare/v3/places/".length));
      if (id === "4b8c3f2ef964a520b6c532e3") return json(res, 200, fixture("foursquare-place.json"));
      return json(res, 404, { message: "Place not found" });
    }
    if (path === "/google/v1/places:searchText" && req.method === "POST") {
      if (failure("google", res)) return;
      return json(res, 200, fixture("google-search-text.json"));
    }
    if (path.startsWith("/wikipedia/api/rest_v1/page/summary/")) {
      if (failure("wikipedia", res)) return;
      const title = decodeURIComponent(path.slice("/wikipedia/api/rest_v1/page/summary/".length));
      if (title === "Mankato,_Minnesota") return json(res, 200, fixture("wikipedia-summary.json"));
      if (title === "Winona,_Minnesota") {
        // A non-free image kept on Wikipedia itself (fair use): never reused.
        const summary = JSON.parse(fixture("wikipedia-summary.json"));
        summary.title = "Winona, Minnesota";
        summary.originalimage.source = "https://upload.wikimedia.org/wikipedia/en/1/1a/Winona_logo.png";
        return json(res, 200, summary);
      }
      return json(res, 404, fixture("wikipedia-404.json"));
    }
    if (path === "/commons/w/api.php") {
      if (failure("wikipedia", res)) return;
      const title = url.searchParams.get("titles");
      if (title === "File:Mankato Minnesota skyline.jpg") return json(res, 200, fixture("commons-imageinfo.json"));
      return json(res, 200, { batchcomplete: true, query: { pages: [{ ns: 6, title, missing: true }] } });
    }
    if (path === "/images/storefront.png" || path === "/images/logo.png") {
      return res.writeHead(200, { "content-type": "image/png" }).end(PNG_1X1);
    }
    const site = SITES[path];
    if (site) return site(res);
    res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      requests.push({
        method: req.method ?? "GET",
        url: req.url ?? "/",
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
        at: Date.now(),
      });
      route(req, res, new URL(req.url ?? "/", "http://fake"));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  const previous = { ...process.env };
  const env = {
    OUTBOUND_ALLOWED_HOSTS: `127.0.0.1:${port}`,
    FOURSQUARE_API_URL: `${origin}/foursquare/v3`,
    GOOGLE_PLACES_API_URL: `${origin}/google/v1`,
    WIKIPEDIA_API_URL: `${origin}/wikipedia/api/rest_v1`,
    WIKIMEDIA_COMMONS_API_URL: `${origin}/commons/w/api.php`,
  };
  if (intoProcessEnv) {
    Object.assign(process.env, env);
    resetEnv();
  }

  return {
    origin,
    /** The variables that point the product at this server (for a spawned product). */
    env,
    requests,
    /** A store website on the fake server, e.g. site("prairie"). */
    site: (name: string) => `${origin}/sites/${name}/`,
    setMode(service: Service, mode: FakeMode) {
      modes[service] = mode;
    },
    reset() {
      modes.foursquare = modes.google = modes.wikipedia = "ok";
      requests.length = 0;
    },
    async close() {
      for (const key of intoProcessEnv
        ? [
            "OUTBOUND_ALLOWED_HOSTS",
            "FOURSQUARE_API_URL",
            "GOOGLE_PLACES_API_URL",
            "WIKIPEDIA_API_URL",
            "WIKIMEDIA_COMMONS_API_URL",
          ]
        : []) {
        if (previous[key] === undefined) delete process.env[key];
        else process.env[key] = previous[key];
      }
      resetEnv();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type FakeEnrichmentServices = Awaited<ReturnType<typeof startFakeEnrichmentServices>>;
