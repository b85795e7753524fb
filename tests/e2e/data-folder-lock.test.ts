// Issue #23 item 3 through the real `npm start`: a second start on a data folder in use exits with
// a message naming the running instance's address, and a start after the holder died by kill -9
// is not blocked. Issue #43 item 3: a second start in the same checkout on another data folder
// exits too, since both would serve the checkout's one built site (the `dist` link). (Starts here
// stop before building the site: the running product's dist stays.)
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
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
 * A second checkout of this one, as `git worktree add` would make: its own folder (so its own
 * `dist`) whose entries link to this checkout's, without its `.data`, `dist` or `.env`.
 */
function otherCheckout(): string {
  const checkout = mkdtempSync(join(tmpdir(), "grocers-checkout-"));
  folders.push(checkout);
  for (const entry of readdirSync(".")) {
    if ([".data", "dist", ".env", ".git"].includes(entry)) continue;
    symlinkSync(resolve(entry), join(checkout, entry));
  }
  mkdirSync(join(checkout, ".data"));
  return checkout;
}

/**
 * `npm start` on `dataRoot` (node with tsx's loader, so the pid is the server's own), until its
 * output matches `until` or it exits; run in `checkout` (this one by default).
 */
async function start(dataRoot: string, until: RegExp, checkout = process.cwd()) {
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
    cwd: checkout,
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

  it("refuses a second start in the same checkout on another data folder, saying why", async () => {
    const baseUrl = inject("baseUrl");
    const dataRoot = mkdtempSync(join(tmpdir(), "grocers-lock-"));
    folders.push(dataRoot);
    const second = await start(dataRoot, /Embedded database:/);
    expect(second.matched).toBe(false);
    expect(second.code).toBe(1);
    expect(second.output).toMatch(
      new RegExp(
        `Another npm start \\(pid \\d+\\) in this checkout is already serving its built site \\(dist\\) at ${baseUrl}, ` +
          "from the data folder .+\\. Two starts in one checkout would serve each other's pages: stop it first, " +
          "or start this one from its own checkout \\(git worktree add\\)\\.",
      ),
    );
    // The running product is untouched.
    expect((await fetch(`${baseUrl}/api/cities`)).status).toBe(200);
  }, 60_000);

  it("starts on a folder whose previous server was killed with kill -9", async () => {
    // In a checkout of its own: this one's site belongs to the running product.
    const checkout = otherCheckout();
    const dataRoot = join(checkout, ".data");
    const first = await start(dataRoot, /Embedded database:/, checkout);
    expect(first.matched).toBe(true);
    // While it runs, the folder is taken.
    const refused = await start(dataRoot, /Embedded database:/, checkout);
    expect(refused.code).toBe(1);
    await killed(first.child);
    const next = await start(dataRoot, /Embedded database:/, checkout);
    expect(next.output).not.toMatch(/Another npm start/);
    expect(next.matched).toBe(true);
    await killed(next.child);
  }, 120_000);
});
