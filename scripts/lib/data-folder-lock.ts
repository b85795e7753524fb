// One `npm start` per data folder (issue #23): two processes serving one PGlite folder each
// acknowledged writes the other then lost. The lock is a listening local socket named after the
// folder, an OS-level lock the kernel drops with the process however it ends (kill -9 included),
// unlike a pid file a crash leaves behind. On Linux the name lives in the abstract namespace (no
// file at all), on Windows it is a named pipe; elsewhere it is a socket file, and a file nobody
// listens on (ECONNREFUSED) is a stale one, removed. A second start connects to it and learns the
// running instance's address and pid, which the first one answers with.
import { createHash } from "node:crypto";
import { realpathSync, rmSync } from "node:fs";
import { connect, createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export interface LockHolder {
  url: string;
  pid: number;
}

export class DataFolderLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | undefined,
  ) {
    super(
      holder
        ? `Another npm start (pid ${holder.pid}) is already serving this data folder (${dataDir}) at ${holder.url}. ` +
            "Stop it first, or give this one its own folder with PGLITE_DATA_DIR."
        : `Another process is already using this data folder (${dataDir}). ` +
            "Stop it first, or give this one its own folder with PGLITE_DATA_DIR.",
    );
    this.name = "DataFolderLockedError";
  }
}

/** The lock's socket address for a data folder (the same folder by any path gives the same one). */
export function lockAddress(dataDir: string, kind = ""): string {
  let folder = resolve(dataDir);
  try {
    folder = realpathSync(folder);
  } catch {
    // Not created yet: its resolved path names it.
  }
  const name = `small-town-grocers-${kind}${createHash("sha256").update(folder).digest("hex").slice(0, 32)}`;
  if (process.platform === "linux") return `\0${name}`;
  if (process.platform === "win32") return `\\\\?\\pipe\\${name}`;
  return join(tmpdir(), `${name}.sock`);
}

/**
 * Takes the data folder's lock for this process, or throws DataFolderLockedError naming the
 * instance that holds it. `holder` is what a second start is told.
 */
export async function lockDataFolder(dataDir: string, holder: LockHolder): Promise<{ release: () => Promise<void> }> {
  const taken = await takeLock(lockAddress(dataDir), holder);
  if ("release" in taken) return taken;
  throw new DataFolderLockedError(dataDir, taken.heldBy);
}

/**
 * Listens on `address` for this process, answering `holder` to whoever asks; or, when another
 * process listens there, what it says about itself (undefined when it does not say).
 */
export async function takeLock<Holder extends LockHolder>(
  address: string,
  holder: Holder,
): Promise<{ release: () => Promise<void> } | { heldBy: Holder | undefined }> {
  const server = createServer((socket) => {
    socket.on("error", () => {});
    socket.end(JSON.stringify(holder));
  });
  server.on("error", () => {});
  if (!(await listen(server, address))) {
    const running = await askHolder<Holder>(address);
    const isSocketFile = !address.startsWith("\0") && !address.startsWith("\\\\");
    if (running === "refused" && isSocketFile) {
      // A socket file whose process died: nobody listens on it any more.
      rmSync(address, { force: true });
      if (!(await listen(server, address))) return { heldBy: undefined };
    } else {
      return { heldBy: typeof running === "object" ? running : undefined };
    }
  }
  server.unref();
  return { release: () => new Promise<void>((done) => server.close(() => done())) };
}

function listen(server: Server, address: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off("listening", onListening);
      if (error.code === "EADDRINUSE") resolve(false);
      else reject(error);
    };
    const onListening = () => {
      server.off("error", onError);
      resolve(true);
    };
    server.once("error", onError).once("listening", onListening);
    server.listen(address);
  });
}

/** What the lock's holder says about itself; "refused" when nothing listens. */
function askHolder<Holder extends LockHolder>(address: string): Promise<Holder | "refused" | undefined> {
  return new Promise((resolve) => {
    let text = "";
    const socket = connect(address);
    socket.setTimeout(2000, () => socket.destroy());
    socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
    socket.on("end", () => {
      try {
        const parsed = JSON.parse(text) as Holder;
        resolve(typeof parsed.url === "string" && typeof parsed.pid === "number" ? parsed : undefined);
      } catch {
        resolve(undefined);
      }
    });
    socket.on("error", (error: NodeJS.ErrnoException) =>
      resolve(error.code === "ECONNREFUSED" || error.code === "ENOENT" ? "refused" : undefined),
    );
    socket.on("close", () => resolve(undefined));
  });
}
