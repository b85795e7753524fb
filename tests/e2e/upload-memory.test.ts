// Issue #23 item 2, measured on the running `npm start`: 40 unauthenticated 9.9 MB circular uploads
// at once are answered 401 without being read, and the server's resident memory grows by less than
// 100 MB (it went from 685 MB to 1,715 MB when each body was read whole before the check).
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, inject, it } from "vitest";

const UPLOADS = 40;
const FILE_BYTES = 9.9 * 1024 * 1024;

/** The server process's resident memory in MB, as the kernel counts it. */
function residentMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kb) / 1024;
}

describe("unauthenticated uploads through npm start", () => {
  it.runIf(process.platform === "linux")(
    `${UPLOADS} unauthenticated 9.9 MB uploads: all 401, resident memory up by less than 100 MB`,
    async () => {
      const baseUrl = inject("baseUrl");
      const dataRoot = dirname(inject("outboxDir"));
      const { pid } = JSON.parse(readFileSync(join(dataRoot, "embedded-db.json"), "utf8")) as { pid: number };
      const file = new Uint8Array(FILE_BYTES);
      file.set(new TextEncoder().encode("%PDF-1.7\n"));
      const before = residentMb(pid);
      const statuses = await Promise.all(
        Array.from({ length: UPLOADS }, async () => {
          const form = new FormData();
          form.set("file", new File([file], "weekly.pdf", { type: "application/pdf" }));
          form.set("startDate", "2026-11-26");
          form.set("endDate", "2026-12-02");
          form.set("groceryStoreId", "00000000-0000-4000-8000-000000000000");
          const response = await fetch(`${baseUrl}/api/circulars`, {
            method: "POST",
            body: form,
            headers: { origin: new URL(baseUrl).origin },
          });
          await response.arrayBuffer();
          return response.status;
        }),
      );
      const after = residentMb(pid);
      process.stdout.write(
        `resident memory of npm start: ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after ${UPLOADS} uploads (+${(after - before).toFixed(0)} MB)\n`,
      );
      expect(statuses).toEqual(Array(UPLOADS).fill(401));
      expect(after - before).toBeLessThan(100);
    },
    120_000,
  );
});
