// Starts the whole product as `npm start` does, in a child process, on a throwaway data folder and
// a free port. Browser tests and benchmarks use it, so they measure what a newcomer runs.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, lstatSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface SpawnedProduct {
  url: string;
  /** The embedded database's wire address, for tests that change data behind the site's back. */
  databaseUrl: string;
  outboxDir: string;
  stop: () => Promise<void>;
}

export async function spawnProduct(
  options: {
    startupTimeoutMs?: number;
    env?: NodeJS.ProcessEnv;
    /** A PostgreSQL database to serve instead of the embedded default (benchmarks). */
    databaseUrl?: string;
    /** An existing data folder to serve (kept on stop) instead of a throwaway one. */
    dataRoot?: string;
  } = {},
) {
  const dataRoot = options.dataRoot ?? mkdtempSync(join(tmpdir(), "grocers-"));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...options.env,
    PORT: String(port),
    PGLITE_DATA_DIR: join(dataRoot, "pglite"),
    MAIL_OUTBOX_DIR: join(dataRoot, "outbox"),
  };
  // The embedded default, like `npm start` on a fresh clone, unless a database is given.
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/start.ts"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Passed through as it comes, and kept until ready for the error of a start that fails.
  let errors = "";
  let ready = false;
  child.stderr!.on("data", (chunk: Buffer) => {
    process.stderr.write(chunk);
    if (!ready) errors += chunk.toString();
  });
  // A start includes a full site build: about a minute on a quiet machine, several on a loaded one
  // (load average 10 took longer than 220 s). A start that fails says so before this runs out.
  const url = await waitForReady(child, options.startupTimeoutMs ?? 480_000, () => errors);
  ready = true;
  const databaseUrl: string =
    options.databaseUrl ?? JSON.parse(readFileSync(join(dataRoot, "embedded-db.json"), "utf8")).url;
  return {
    url,
    databaseUrl,
    outboxDir: env.MAIL_OUTBOX_DIR!,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await new Promise((resolve) => child.once("exit", resolve));
      }
      if (!options.dataRoot) rmSync(dataRoot, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      // The product pointed the dist symlink into the throwaway folder: do not leave it dangling.
      if (lstatSync("dist", { throwIfNoEntry: false })?.isSymbolicLink() && !existsSync("dist")) rmSync("dist");
    },
  } satisfies SpawnedProduct;
}

function waitForReady(child: ChildProcess, timeoutMs: number, errors: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("npm start did not become ready in time")), timeoutMs);
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Ready: (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited with ${code} before it was ready:\n${output}${errors()}`));
    });
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}
