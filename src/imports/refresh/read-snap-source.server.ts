// Where the monthly refresh reads USDA's newest SNAP retailer file (ADR 064): SNAP_REFRESH_URL, an
// https address (through the one outbound fetcher: public addresses only, size and time capped) or,
// offline and in tests, a local path. The file is read whole: rules that need the whole file (a
// name at many locations is a chain) see every row, not only what changed.
import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import { outboundFetch } from "../../platform/outbound-fetch.server.ts";
import { textFilePieces } from "../text-file.server.ts";
import type { SnapFileInput } from "../snap/plan.server.ts";

/** USDA's national historical file is about 150 MB; a refresh refuses anything past this. */
const MAX_BYTES = 512 * 1024 * 1024;
const TIMEOUT_MS = 5 * 60_000;

export async function readSnapSource(address: string): Promise<SnapFileInput> {
  if (/^https?:\/\//i.test(address)) {
    const response = await outboundFetch(address, { maxBytes: MAX_BYTES, timeoutMs: TIMEOUT_MS });
    if (response.status !== 200) throw new Error(`${address} answered ${response.status}`);
    return { name: basename(new URL(response.url).pathname), text: response.text() };
  }
  const path = address.startsWith("file:") ? fileURLToPath(address) : address;
  return { name: basename(path), text: textFilePieces(path) };
}
