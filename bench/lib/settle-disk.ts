// Each timed build starts on a settled disk: the previous run's writes flushed and the page cache
// dropped (when root). Run back to back on this kind of VM, Hugo took 10.9, 14.2 and 17.8 s on the
// same site, and 12.1-12.5 s each after a flush and a drop (measurements 056): without it, whichever
// build ran second paid for the first.
// `warm` reads a folder back in after the drop: Hugo's input, so that the reference starts with its
// content in memory, as it had right after the bench wrote it. That favours Hugo, not this site.
import { execSync } from "node:child_process";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export function settleDisk({ warm, skip }: { warm?: string; skip?: string } = {}): void {
  execSync("sync");
  try {
    writeFileSync("/proc/sys/vm/drop_caches", "3");
  } catch {
    // Not root: flushed is what matters.
  }
  if (!warm) return;
  for (const entry of readdirSync(warm, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isFile() && !(skip && path.startsWith(skip))) readFileSync(path);
  }
}
