// Asks the Overpass API one query at a time, as its usage policy asks (ADR 020): a User-Agent that
// names the product and how to reach it, a wait that doubles after every 429 (rate limited) or 504
// (server busy), a Retry-After honoured, and a timeout on every request. Other answers fail at once.

export interface OverpassElement {
  type: "node" | "way" | "relation";
  id: number;
  lat?: number;
  lon?: number;
  /** Ways and relations, asked with `out center`. */
  center?: { lat: number; lon: number };
  tags?: Record<string, string>;
}

export interface OverpassAnswer {
  elements: OverpassElement[];
  /** The OSM data's date, from `osm3s.timestamp_osm_base`. */
  osmBase: string | null;
}

export class OverpassError extends Error {}

export interface OverpassOptions {
  url: string;
  userAgent: string;
  timeoutMs: number;
  /** The first wait after a 429 or 504; doubled each time. */
  backoffMs: number;
  /** Tries in all (the first and the retries). */
  attempts?: number;
  sleep?: (ms: number) => Promise<void>;
}

export const DEFAULT_ATTEMPTS = 4;
/** No Retry-After is waited for longer than this. */
const MAX_WAIT_MS = 5 * 60_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How long to wait before try number `attempt` (1 = the first retry): Retry-After if given, else doubling. */
export function backoffDelay(attempt: number, backoffMs: number, retryAfter: string | null): number {
  const seconds = retryAfter !== null && /^\d+$/.test(retryAfter.trim()) ? Number(retryAfter) : null;
  const doubling = backoffMs * 2 ** (attempt - 1);
  return Math.min(MAX_WAIT_MS, seconds !== null ? Math.max(seconds * 1000, doubling) : doubling);
}

export async function queryOverpass(query: string, options: OverpassOptions): Promise<OverpassAnswer> {
  const attempts = options.attempts ?? DEFAULT_ATTEMPTS;
  const sleep = options.sleep ?? wait;
  let last = "";
  for (let attempt = 1; attempt <= attempts; attempt++) {
    let response: Response;
    try {
      response = await fetch(options.url, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
          "user-agent": options.userAgent,
        },
        body: new URLSearchParams({ data: query }).toString(),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error).name === "TimeoutError";
      // A hung server is not asked again in the same run: the next run tries the area afresh.
      throw new OverpassError(
        timedOut
          ? `Overpass API did not answer within ${Math.round(options.timeoutMs / 1000)} s`
          : `Overpass API unreachable: ${(error as Error).message}`,
      );
    }
    if (response.status === 429 || response.status === 504) {
      await response.body?.cancel();
      last = `Overpass API answered ${response.status} ${response.status === 429 ? "(rate limited)" : "(server busy)"}`;
      if (attempt < attempts)
        await sleep(backoffDelay(attempt, options.backoffMs, response.headers.get("retry-after")));
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new OverpassError(`Overpass API answered ${response.status}`);
    }
    const body = (await response.json().catch(() => null)) as {
      elements?: unknown;
      remark?: unknown;
      osm3s?: { timestamp_osm_base?: unknown };
    } | null;
    if (!body || !Array.isArray(body.elements)) throw new OverpassError("Overpass API sent no elements");
    // A query that ran out of time or memory answers 200 with a remark and partial elements.
    if (typeof body.remark === "string" && /runtime error|timed out|out of memory/i.test(body.remark)) {
      throw new OverpassError(`Overpass API: ${body.remark}`);
    }
    const base = body.osm3s?.timestamp_osm_base;
    return { elements: body.elements as OverpassElement[], osmBase: typeof base === "string" ? base : null };
  }
  throw new OverpassError(`${last}, ${attempts} times`);
}
