// Issue #23 item 3 through the real `npm start`: a second start on a data folder in use exits with
// a message naming the running instance's address, and a start after the holder died by kill -9
// is not blocked. (Starts here stop before building the site: the running product's dist stays.)
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, inject, it } from "vitest";
import { freePort } from "../../scripts/lib/spawn-product.ts";

const started: ChildProcess[] = [];
const folders: string[] = [];

afterEach(() => {
  for (const child of started.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/**
 * `npm start` on `dataRoot` (node with tsx's loader, so the pid is the server's own), until its
 * output matches `until` or it exits.
 */
async function start(dataRoot: string, until: RegExp) {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    PGLITE_DATA_DIR: join(dataRoot, "pglite"),
    MAIL_OUTBOX_DIR: join(dataRoot, "outbox"),
  };
  delete env.DATABASE_URL;
  delete env.SITE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  let output = "";
  const outcome = await new Promise<{ matched: boolean; code: number | null }>((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (until.test(output)) resolve({ matched: true, code: null });
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => resolve({ matched: false, code }));
  });
  return { child, output, ...outcome };
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });

describe("one npm start per data folder", () => {
  it("refuses a second start on the running product's folder, naming its address", async () => {
    const baseUrl = inject("baseUrl");
    const second = await start(dirname(inject("outboxDir")), /Embedded database:/);
    expect(second.matched).toBe(false);
    expect(second.code).toBe(1);
    expect(second.output).toMatch(
      new RegExp(`Another npm start \\(pid \\d+\\) is already serving this data folder \\(.+\\) at ${baseUrl}\\.`),
    );
    // The running product is untouched.
    expect((await fetch(`${baseUrl}/api/cities`)).status).toBe(200);
  }, 60_000);

  it("starts on a folder whose previous server was killed with kill -9", async () => {
    const dataRoot = mkdtempSync(join(tmpdir(), "grocers-lock-"));
    folders.push(dataRoot);
    const first = await start(dataRoot, /Embedded database:/);
    expect(first.matched).toBe(true);
    // While it runs, the folder is taken.
    const refused = await start(dataRoot, /Embedded database:/);
    expect(refused.code).toBe(1);
    await killed(first.child);
    const next = await start(dataRoot, /Embedded database:/);
    expect(next.output).not.toMatch(/Another npm start/);
    expect(next.matched).toBe(true);
    await killed(next.child);
  }, 120_000);
});
