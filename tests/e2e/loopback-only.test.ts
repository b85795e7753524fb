// Issue #23 item 8: every server `npm start` runs (the site, the embedded database's socket, the
// local blob store, the test-mode payment server) listens on 127.0.0.1 only. Read from the kernel's
// own tables: the listening TCP sockets the product's process holds, and the address each is bound to.
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, inject, it } from "vitest";

const LISTEN = "0A";

/** "address:port" of every listening TCP socket process `pid` holds. */
function listeningAddresses(pid: number): string[] {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode) inodes.add(inode);
    } catch {
      // Closed meanwhile.
    }
  }
  const found: string[] = [];
  for (const table of ["tcp", "tcp6"]) {
    const rows = readFileSync(`/proc/${pid}/net/${table}`, "utf8").trim().split("\n").slice(1);
    for (const row of rows) {
      const cols = row.trim().split(/\s+/);
      const [, local, , state, , , , , , inode] = cols;
      if (state !== LISTEN || !inodes.has(inode!)) continue;
      const [hex, port] = local!.split(":");
      found.push(`${decodeAddress(hex!)}:${parseInt(port!, 16)}`);
    }
  }
  return found;
}

/** /proc/net's little-endian hex address as text (IPv4 only; IPv6 as its hex, which never is loopback v4). */
function decodeAddress(hex: string): string {
  if (hex.length !== 8) return `[${hex}]`;
  return [6, 4, 2, 0].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(".");
}

describe("the servers npm start runs", () => {
  it.runIf(process.platform === "linux")("all listen on 127.0.0.1 and nowhere else", () => {
    const dataRoot = dirname(inject("outboxDir"));
    const { pid } = JSON.parse(readFileSync(join(dataRoot, "embedded-db.json"), "utf8")) as { pid: number };
    const addresses = listeningAddresses(pid);
    // The site, the database socket, the blob store and the payment server at least.
    expect(addresses.length).toBeGreaterThanOrEqual(4);
    expect(addresses.filter((a) => !a.startsWith("127.0.0.1:"))).toEqual([]);
    expect(addresses).toContain(`127.0.0.1:${new URL(inject("baseUrl")).port}`);
  });
});
