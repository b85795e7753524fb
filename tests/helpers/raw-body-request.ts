// Sends a request body the way an attacker would, over a bare socket: a declared Content-Length
// (possibly far more than is ever sent) or chunked, written with backpressure until the server
// answers or hangs up. fetch cannot do either: it sends every byte it declares before reading.
import { connect } from "node:net";

export interface RawBodyAnswer {
  /** The status line's code, or undefined when the server closed without answering. */
  status: number | undefined;
  /** Bytes of the body written before the server answered or hung up. */
  written: number;
}

const CHUNK_BYTES = 64 * 1024;

export function sendBody(
  baseUrl: string,
  options: { method: string; path: string; headers: Record<string, string>; bytes: number; chunked: boolean },
): Promise<RawBodyAnswer> {
  const url = new URL(options.path, baseUrl);
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    let response = "";
    let written = 0;
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      socket.destroy();
      const match = /^HTTP\/1\.1 (\d{3})/.exec(response);
      resolve({ status: match ? Number(match[1]) : undefined, written });
    };
    socket.on("data", (chunk: Buffer) => {
      response += chunk.toString("latin1");
      // The status line and headers are all a caller needs.
      if (response.includes("\r\n\r\n")) finish();
    });
    socket.on("error", finish);
    socket.on("close", finish);
    socket.on("connect", () => {
      const head = [
        `${options.method} ${url.pathname}${url.search} HTTP/1.1`,
        `Host: ${url.host}`,
        ...Object.entries(options.headers).map(([name, value]) => `${name}: ${value}`),
        options.chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${options.bytes}`,
        "",
        "",
      ].join("\r\n");
      socket.write(head);
      const chunk = Buffer.alloc(CHUNK_BYTES, 0x20);
      const writeMore = () => {
        while (!finished && written < options.bytes) {
          const size = Math.min(CHUNK_BYTES, options.bytes - written);
          const piece = size === CHUNK_BYTES ? chunk : chunk.subarray(0, size);
          written += size;
          const more = options.chunked
            ? socket.write(`${size.toString(16)}\r\n`) && socket.write(piece) && socket.write("\r\n")
            : socket.write(piece);
          if (!more) return void socket.once("drain", writeMore);
          // One chunk per turn of the event loop, so an answer is read as soon as it comes: written
          // in one go, a refused body kept this loop busy while the server answered, gave up
          // lingering and reset the connection, which dropped the unread answer.
          return void setImmediate(writeMore);
        }
        if (!finished && options.chunked) socket.write("0\r\n\r\n");
      };
      writeMore();
    });
  });
}
