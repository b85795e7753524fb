// Each timed build starts on a settled disk. The writes and deletions of the run before it are
// flushed first: on this kind of VM, Hugo run three times back to back took 10.9, 14.2 and 17.8 s,
// and 12.1-12.3 s each after a flush (measurements 056). The page cache is dropped too where the
// bench may (as root), so no build finds another's files already in memory.
import { execSync } from "node:child_process";
import { writeFileSync } from "node:fs";

export function settleDisk(): void {
  execSync("sync");
  try {
    writeFileSync("/proc/sys/vm/drop_caches", "3");
  } catch {
    // Not root: flushed is what matters.
  }
}
