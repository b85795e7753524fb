import { describe, expect, it } from "vitest";
import { ApiError } from "../platform/errors.server.ts";
import { MAX_CONCURRENT_UPLOADS, MAX_WAITING_UPLOADS, withUploadSlot } from "./upload-gate.server.ts";

describe("withUploadSlot", () => {
  it("reads at most MAX_CONCURRENT_UPLOADS bodies at once, queues a few more, refuses the rest", async () => {
    let reading = 0;
    let most = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const read = async () => {
      most = Math.max(most, ++reading);
      await gate;
      reading--;
      return "read";
    };
    const accepted = Array.from({ length: MAX_CONCURRENT_UPLOADS + MAX_WAITING_UPLOADS }, () => withUploadSlot(read));
    const refused = await withUploadSlot(read).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(429);
    release();
    expect(await Promise.all(accepted)).toEqual(Array(accepted.length).fill("read"));
    expect(most).toBe(MAX_CONCURRENT_UPLOADS);
    expect(await withUploadSlot(async () => "again")).toBe("again");
  });

  it("frees the slot when the read fails", async () => {
    for (let i = 0; i <= MAX_CONCURRENT_UPLOADS; i++) {
      await expect(withUploadSlot(() => Promise.reject(new Error("broken")))).rejects.toThrow("broken");
    }
    expect(await withUploadSlot(async () => "read")).toBe("read");
  });
});
