// One Astro build at a time per project folder. A build whose output lies outside the project (the
// tests' and benches' temporary folders) writes its server chunks to the project's own `.astro/`
// (Astro's fallback), so two such builds at once delete each other's chunks. The lock is a file
// holding the owner's pid; a lock left by a process that died is taken over.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

function ownerAlive(lockFile: string): boolean {
  const content = readFileSync(lockFile, "utf8");
  // Created but its pid not yet written: alive unless it has stayed empty for seconds.
  if (content === "") return Date.now() - statSync(lockFile).mtimeMs < 5_000;
  const pid = Number(content);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Runs `work` while holding the project's build lock, waiting for another holder to finish. */
export async function withBuildLock<T>(projectRoot: string, work: () => Promise<T>): Promise<T> {
  const dir = join(projectRoot, ".astro");
  const lockFile = join(dir, "build.lock");
  mkdirSync(dir, { recursive: true });
  for (;;) {
    try {
      const fd = openSync(lockFile, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      let alive: boolean;
      try {
        alive = ownerAlive(lockFile);
      } catch {
        alive = false; // removed (or half-written) meanwhile: try again
      }
      if (!alive) rmSync(lockFile, { force: true });
      else await sleep(250);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lockFile, { force: true });
  }
}
