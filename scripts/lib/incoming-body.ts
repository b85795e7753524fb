// A request body as a web stream, made by hand instead of with `Readable.toWeb(incoming)`: that
// adapter throws `ERR_INVALID_STATE: Controller is already closed` from inside Node's own `data`
// event once the stream is cancelled while bytes keep arriving (an open Node bug), and an error
// thrown there is outside every request's try/catch: one oversized POST ended the whole process.
// Here a cancelled or over-cap body simply stops being read; nothing is ever enqueued after close.
import type { IncomingMessage } from "node:http";
import { ApiError } from "../../src/platform/errors.server.ts";
import { MULTIPART_OVERHEAD_BYTES } from "../../src/platform/read-multipart.server.ts";
import { MAX_CIRCULAR_BYTES, UPLOAD_PART_JSON_BYTES } from "../../src/circulars/circulars.ts";

/**
 * The most any function accepts (a circular PDF with its form fields): a body past it is refused by
 * the server before a function sees it. Each function still applies its own, smaller cap.
 */
export const MAX_REQUEST_BODY_BYTES = Math.max(MAX_CIRCULAR_BYTES + MULTIPART_OVERHEAD_BYTES, UPLOAD_PART_JSON_BYTES);

// How much is read ahead of the consumer before the socket is paused.
const READ_AHEAD_BYTES = 64 * 1024;

/** Content-Length as declared, or undefined when absent or malformed (the function reports that). */
export function declaredLength(incoming: IncomingMessage): number | undefined {
  const declared = incoming.headers["content-length"];
  return declared !== undefined && /^\s*\d{1,15}\s*$/.test(declared) ? Number(declared) : undefined;
}

/**
 * The body of `incoming`, read on demand, erroring past `maxBytes` with the 413 the functions' own body reader raises. Whether
 * it was cut short (cancelled, over the cap) is left on `incoming.complete`: the caller then closes
 * the connection after answering rather than reading the rest.
 */
export function incomingBody(incoming: IncomingMessage, maxBytes: number): ReadableStream<Uint8Array> {
  let received = 0;
  let settled = false;
  const detach = () => {
    settled = true;
    incoming.off("data", onData).off("end", onEnd).off("error", onError);
    // Nobody reads the rest: stop pulling it off the socket (the connection closes after the answer).
    incoming.pause();
  };
  let onData: (chunk: Buffer) => void = () => {};
  let onEnd: () => void = () => {};
  let onError: (error: Error) => void = () => {};
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        onData = (chunk) => {
          if (settled) return;
          received += chunk.byteLength;
          if (received > maxBytes) {
            detach();
            controller.error(new ApiError("payload_too_large", "The request body is too large."));
            return;
          }
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) incoming.pause();
        };
        onEnd = () => {
          if (settled) return;
          detach();
          controller.close();
        };
        onError = (error) => {
          if (settled) return;
          detach();
          controller.error(error);
        };
        incoming.pause();
        incoming.on("data", onData).on("end", onEnd).on("error", onError);
      },
      pull() {
        if (!settled) incoming.resume();
      },
      cancel() {
        if (!settled) detach();
      },
    },
    { highWaterMark: READ_AHEAD_BYTES, size: (chunk) => chunk.byteLength },
  );
}

// After answering a request whose body was not read to the end: how much more is read and thrown
// away so the client, still sending, gets to read the answer before the connection is cut (closing
// with unread bytes makes the kernel send a reset, which loses the answer too).
const LINGER_BYTES = 64 * 1024 * 1024;
const LINGER_MS = 1_000;

/**
 * Reads and discards what is left of `incoming`'s body, within bounds: a body that ends in time
 * leaves the connection usable for the next request; one that does not gets its connection cut.
 */
export function discardRest(incoming: IncomingMessage): void {
  if (incoming.complete) return;
  let discarded = 0;
  const cutOff = () => {
    clearTimeout(timer);
    incoming.socket?.destroy();
  };
  const timer = setTimeout(cutOff, LINGER_MS);
  timer.unref();
  // The body stream, if any, is done with: its listener would buffer what nobody reads.
  incoming.removeAllListeners("data");
  incoming.on("data", (chunk: Buffer) => {
    discarded += chunk.byteLength;
    if (discarded > LINGER_BYTES) cutOff();
  });
  incoming.once("end", () => clearTimeout(timer));
  incoming.once("close", () => clearTimeout(timer));
  incoming.resume();
}
