// A local stand-in for the Overpass API (127.0.0.1, a free port): POST /api/interpreter with a
// form-encoded `data=` query, answered in Overpass's own JSON with the recorded answer of the area
// whose circle the query asks about (tests/fixtures/overpass/areas.json), or an empty answer as the
// real server gives for a place without shops. It can also answer 429 and 504 as the public
// instances do (with their HTML bodies), a 200 whose remark says the query ran out of time (what
// Overpass sends when its own timeout hits mid-answer), or hang, for the next N requests.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import fixtures from "../fixtures/overpass/areas.json" with { type: "json" };
import AREAS from "../../src/imports/expansion/areas.json" with { type: "json" };
import { circleOfQuery } from "../../src/imports/expansion/overpass-query.server.ts";

export type FakeFailure = "429" | "504" | "hang" | "remark";

export interface FakeRequest {
  query: string;
  userAgent: string | undefined;
  area: string | null;
  answered: number | "hung";
}

export interface FakeOverpass {
  url: string;
  requests: FakeRequest[];
  /** The next `times` requests fail this way; then answers resume. */
  fail(failure: FakeFailure, times?: number): void;
  /** Every answer waits this long first (to watch a run in progress). */
  delay(ms: number): void;
  close(): Promise<void>;
}

const answers = fixtures.areas as Record<string, { elements: unknown[] }>;
const EMPTY = { ...Object.values(answers)[0], elements: [] };

function areaOf(query: string): string | null {
  const circle = circleOfQuery(query);
  if (!circle) return null;
  const area = AREAS.find(
    (a) => Math.abs(a.latitude - circle.latitude) < 1e-4 && Math.abs(a.longitude - circle.longitude) < 1e-4,
  );
  return area ? `${area.name}|${area.state}` : null;
}

export const QUERY_TIMED_OUT = 'runtime error: Query timed out in "query" at line 1 after 91 seconds.';

const TOO_MANY = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en"><head>
  <meta http-equiv="content-type" content="text/html; charset=utf-8" lang="en"/>
  <title>OSM3S Response</title>
</head>
<body>
<p><strong style="color:#FF0000">Error</strong>: runtime error: open64: 0 Success /osm3s_osm_base Dispatcher_Client::request_read_and_idx::rate_limited. Please check /api/status for the quota of your IP address. </p>
</body>
</html>
`;
const TIMEOUT = TOO_MANY.replace(
  /<p>.*<\/p>/,
  '<p><strong style="color:#FF0000">Error</strong>: runtime error: open64: 0 Success /osm3s_osm_base Dispatcher_Client::request_read_and_idx::timeout. The server is probably too busy to handle your request. </p>',
);

export async function startFakeOverpass(): Promise<FakeOverpass> {
  const requests: FakeRequest[] = [];
  const hung = new Set<import("node:http").ServerResponse>();
  let failure: FakeFailure | null = null;
  let remaining = 0;
  let delayMs = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      const query = new URLSearchParams(Buffer.concat(chunks).toString("utf8")).get("data") ?? "";
      const area = areaOf(query);
      const record: FakeRequest = { query, userAgent: req.headers["user-agent"], area, answered: 200 };
      requests.push(record);
      if (req.method !== "POST" || !query) {
        record.answered = 400;
        res.writeHead(400, { "content-type": "text/html; charset=utf-8" }).end("<p>Error: no query</p>");
        return;
      }
      if (remaining > 0 && failure) {
        remaining--;
        if (failure === "hang") {
          record.answered = "hung";
          hung.add(res);
          return;
        }
        if (failure === "remark") {
          res
            .writeHead(200, { "content-type": "application/json" })
            .end(JSON.stringify({ ...EMPTY, remark: QUERY_TIMED_OUT }));
          return;
        }
        record.answered = Number(failure);
        res
          .writeHead(Number(failure), { "content-type": "text/html; charset=utf-8" })
          .end(failure === "429" ? TOO_MANY : TIMEOUT);
        return;
      }
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      const body = (area && answers[area]) || EMPTY;
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/interpreter`,
    requests,
    fail(kind, times = 1) {
      failure = kind;
      remaining = times;
    },
    delay(ms) {
      delayMs = ms;
    },
    close: async () => {
      for (const res of hung) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
