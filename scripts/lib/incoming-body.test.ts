import { IncomingMessage } from "node:http";
import { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../src/platform/errors.server.ts";
import { incomingBody } from "./incoming-body.ts";

function fakeIncoming(): IncomingMessage {
  return new IncomingMessage(new Socket());
}

describe("incomingBody", () => {
  it("delivers the body as sent", async () => {
    const incoming = fakeIncoming();
    const body = incomingBody(incoming, 1024);
    incoming.push(Buffer.from("hello "));
    incoming.push(Buffer.from("world"));
    incoming.push(null);
    expect(await new Response(body).text()).toBe("hello world");
  });

  it("errors with a 413 past the cap, and ignores what arrives after", async () => {
    const incoming = fakeIncoming();
    const reader = incomingBody(incoming, 8).getReader();
    incoming.push(Buffer.alloc(16));
    const error = await reader.read().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(413);
    // What Readable.toWeb did here: enqueue on a closed controller, thrown from Node's data event.
    expect(() => incoming.emit("data", Buffer.alloc(16))).not.toThrow();
  });

  it("stops reading once cancelled, even while bytes keep arriving", async () => {
    const incoming = fakeIncoming();
    const reader = incomingBody(incoming, 1024).getReader();
    incoming.push(Buffer.from("a"));
    await reader.read();
    await reader.cancel();
    expect(() => incoming.emit("data", Buffer.alloc(16))).not.toThrow();
    expect(incoming.isPaused()).toBe(true);
  });
});
