// The local Stripe-compatible server of test mode: the real `stripe` SDK talks to it over HTTP
// (host/port/protocol), it keeps Stripe's objects, honours idempotency keys, and delivers signed
// events (Stripe's signature scheme, via the SDK's generateTestHeaderString) to the webhook endpoint.
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import Stripe from "stripe";
import { LOCAL_SECRET_KEY, STRIPE_API_VERSION } from "../../../src/boosts/stripe-client.server.ts";
import { parseForm } from "./form.ts";
import { Ledger, type LedgerEvent, StripeFailure } from "./ledger.ts";
import { newId, type StripeObject } from "./objects.ts";
import { route } from "./routes.ts";

/** Where events go: a URL (npm start) or a function (tests call the webhook handler directly). */
export type Deliver = (payload: string, signature: string) => Promise<{ status: number }>;

export interface LocalStripeOptions {
  webhookSecret: string;
  webhook?: string | Deliver;
  port?: number;
  stateFile?: string;
  /** False: events are only recorded (tests deliver them by hand, in any order). */
  autoDeliver?: boolean;
}

export interface SentEvent {
  event: StripeObject & { type: string; created: number };
  payload: string;
}

const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;
const signer = new Stripe(LOCAL_SECRET_KEY);

export class LocalStripe {
  readonly ledger: Ledger;
  readonly events: SentEvent[] = [];
  private server?: Server;
  private queue: Promise<void> = Promise.resolve();
  private readonly idempotent = new Map<
    string,
    { fingerprint: string; at: number; result: Promise<{ status: number; body: unknown }> }
  >();
  url = "";

  constructor(private readonly options: LocalStripeOptions) {
    this.ledger = new Ledger((event) => this.record(event), options.stateFile);
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      void this.handle(req).then(({ status, body }) => {
        res.writeHead(status, {
          "content-type": "application/json",
          "request-id": newId("req"),
          "stripe-version": STRIPE_API_VERSION,
        });
        res.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once("error", reject);
      this.server!.listen(this.options.port ?? 0, "127.0.0.1", () => resolve());
    });
    const address = this.server.address();
    this.url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    return this.url;
  }

  async stop(): Promise<void> {
    await this.flush();
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }

  /** Resolves when every event recorded so far has been delivered (or given up on). */
  async flush(): Promise<void> {
    let current: Promise<void>;
    do {
      current = this.queue;
      await current;
    } while (current !== this.queue);
  }

  /** Sends one recorded event (again): a redelivery, a duplicate, or out of order. */
  async deliver(sent: SentEvent, options: { secret?: string } = {}): Promise<{ status: number }> {
    const signature = signer.webhooks.generateTestHeaderString({
      payload: sent.payload,
      secret: options.secret ?? this.options.webhookSecret,
    });
    const target = this.options.webhook;
    if (!target) return { status: 0 };
    if (typeof target === "function") return target(sent.payload, signature);
    const response = await fetch(target, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: sent.payload,
    });
    await response.arrayBuffer();
    return { status: response.status };
  }

  eventsOfType(type: string): SentEvent[] {
    return this.events.filter((e) => e.event.type === type);
  }

  private record({ type, object, previous }: LedgerEvent): void {
    const event = {
      id: newId("evt"),
      object: "event",
      api_version: STRIPE_API_VERSION,
      created: this.ledger.now(),
      data: { object, ...(previous && { previous_attributes: previous }) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    const sent = { event, payload: JSON.stringify(event, null, 2) };
    this.events.push(sent);
    if (this.options.autoDeliver === false) return;
    this.queue = this.queue.then(() => this.deliverWithRetries(sent));
  }

  private async deliverWithRetries(sent: SentEvent): Promise<void> {
    // Stripe retries for days; locally a few quick tries cover a server that is still starting.
    for (const delay of [0, 250, 1000, 3000]) {
      if (delay) await new Promise((r) => setTimeout(r, delay));
      try {
        const { status } = await this.deliver(sent);
        if (status >= 200 && status < 300) return;
      } catch {
        // Try again.
      }
    }
    console.warn(`local Stripe: event ${sent.event.id} (${sent.event.type}) was not accepted by the webhook`);
  }

  private async handle(req: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", "http://local");
    if (req.headers.authorization !== `Bearer ${LOCAL_SECRET_KEY}`) {
      return { status: 401, body: { error: { type: "invalid_request_error", message: "Invalid API Key provided." } } };
    }
    const encoded =
      req.method === "GET" || req.method === "DELETE" ? url.search.slice(1) : Buffer.concat(chunks).toString("utf8");
    const call = { method: req.method ?? "GET", path: url.pathname, params: parseForm(encoded) };
    const key = req.headers["idempotency-key"];
    if (typeof key !== "string" || call.method !== "POST") return this.run(call);

    const now = Date.now();
    for (const [k, v] of this.idempotent) if (now - v.at > IDEMPOTENCY_TTL_MS) this.idempotent.delete(k);
    const fingerprint = createHash("sha256").update(`${call.method} ${call.path} ${encoded}`).digest("hex");
    const previous = this.idempotent.get(key);
    if (previous) {
      if (previous.fingerprint !== fingerprint) {
        return {
          status: 400,
          body: {
            error: {
              type: "idempotency_error",
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            },
          },
        };
      }
      return previous.result;
    }
    const result = Promise.resolve(this.run(call));
    this.idempotent.set(key, { fingerprint, at: now, result });
    return result;
  }

  private run(call: Parameters<typeof route>[1]): { status: number; body: unknown } {
    try {
      const body = route(this.ledger, call);
      this.ledger.save();
      return { status: 200, body };
    } catch (error) {
      if (error instanceof StripeFailure) return { status: error.status, body: { error: error.body } };
      console.warn("local Stripe:", error);
      return {
        status: 500,
        body: { error: { type: "api_error", message: "The local Stripe server failed on this request." } },
      };
    }
  }
}
