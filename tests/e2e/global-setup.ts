// Starts the whole product the way a newcomer does (scripts/start.ts, as `npm start` runs it) on a
// throwaway data folder and a free port, and hands its URL to the browser tests.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, lstatSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const STARTUP_TIMEOUT_MS = 220_000;

let child: ChildProcess | undefined;
let dataRoot: string | undefined;

export async function setup(project: TestProject) {
  dataRoot = mkdtempSync(join(tmpdir(), "grocers-e2e-"));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    PGLITE_DATA_DIR: join(dataRoot, "pglite"),
    MAIL_OUTBOX_DIR: join(dataRoot, "outbox"),
  };
  // The browser tests run against the embedded default, like `npm start` on a fresh clone.
  delete env.DATABASE_URL;
  child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/start.ts"], {
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await waitForReady(child);
  project.provide("baseUrl", url);
}

export async function teardown() {
  if (child && child.exitCode === null) {
    child.kill("SIGTERM");
    await new Promise((resolve) => child!.once("exit", resolve));
  }
  if (dataRoot) rmSync(dataRoot, { recursive: true, force: true });
  // The started product pointed the dist symlink into the throwaway folder: do not leave it dangling.
  if (lstatSync("dist", { throwIfNoEntry: false })?.isSymbolicLink() && !existsSync("dist")) rmSync("dist");
}

function waitForReady(process: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("npm start did not become ready in time")), STARTUP_TIMEOUT_MS);
    let output = "";
    process.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Ready: (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    process.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited with ${code} before it was ready:\n${output}`));
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}
