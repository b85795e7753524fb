// Calls to third-party services go through the outbound fetcher, and their failures become one
// error type with a message an admin can act on (which service, what it said, what to check).
import {
  OutboundError,
  outboundFetch,
  type OutboundOptions,
  type OutboundResponse,
} from "../platform/outbound-fetch.server.ts";

export type UpstreamFailure = "auth" | "rate_limited" | "unavailable" | "timeout" | "bad_response" | "refused";

export class UpstreamError extends Error {
  constructor(
    readonly service: string,
    readonly kind: UpstreamFailure,
    message: string,
  ) {
    super(message);
    this.name = "UpstreamError";
  }
}

export interface ServiceCall extends OutboundOptions {
  /** Statuses the caller handles itself (404 "no such page"), instead of failing. */
  acceptStatuses?: number[];
  /** The environment variable holding the key, named in the message when the key is refused. */
  keyName?: string;
}

export async function callService(service: string, url: string, call: ServiceCall = {}): Promise<OutboundResponse> {
  let response: OutboundResponse;
  try {
    response = await outboundFetch(url, { timeoutMs: 8000, maxBytes: 1024 * 1024, ...call });
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    if (error.reason === "timeout") throw new UpstreamError(service, "timeout", `${service} did not answer in time.`);
    if (error.reason === "refused" || error.reason === "bad_url") {
      throw new UpstreamError(service, "refused", `${service} could not be reached: ${error.message}`);
    }
    throw new UpstreamError(service, "unavailable", `${service} could not be reached: ${error.message}`);
  }
  const { status } = response;
  if ((status >= 200 && status < 300) || call.acceptStatuses?.includes(status)) return response;
  if (status === 401 || status === 403) {
    const check = call.keyName ? ` Check ${call.keyName}.` : "";
    throw new UpstreamError(service, "auth", `${service} refused the request (${status}).${check}`);
  }
  if (status === 429) {
    throw new UpstreamError(service, "rate_limited", `${service} is limiting requests (429). Try again later.`);
  }
  if (status >= 500) throw new UpstreamError(service, "unavailable", `${service} is having problems (${status}).`);
  throw new UpstreamError(service, "bad_response", `${service} answered ${status}.`);
}

/** The JSON body, or an UpstreamError when it is not JSON. */
export function jsonBody(service: string, response: OutboundResponse): unknown {
  try {
    return response.json();
  } catch {
    throw new UpstreamError(service, "bad_response", `${service} sent an answer that is not JSON.`);
  }
}
