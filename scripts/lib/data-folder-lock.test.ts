import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataFolderLockedError, lockAddress, lockDataFolder } from "./data-folder-lock.ts";

const children: ChildProcess[] = [];
const folders: string[] = [];

function freshFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), "lock-test-"));
  folders.push(folder);
  return join(folder, "pglite");
}

/** Another process holding the lock, as a running npm start does. */
async function holdInChild(dataDir: string, url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/fixtures/hold-data-folder-lock.ts", dataDir, url], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("locked") && resolve());
    child.once("exit", (code) => reject(new Error(`the lock holder exited with ${code}`)));
  });
  return child;
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("lockDataFolder", () => {
  it("refuses a second holder and names the running instance's address and pid", async () => {
    const dataDir = freshFolder();
    const child = await holdInChild(dataDir, "http://127.0.0.1:9123");
    const refused = await lockDataFolder(dataDir, { url: "http://127.0.0.1:9124", pid: process.pid }).catch((e) => e);
    expect(refused).toBeInstanceOf(DataFolderLockedError);
    expect((refused as Error).message).toBe(
      `Another npm start (pid ${child.pid}) is already serving this data folder (${dataDir}) at http://127.0.0.1:9123. ` +
        "Stop it first, or give this one its own folder with PGLITE_DATA_DIR.",
    );
  }, 30_000);

  it("is free again the moment its holder is killed with SIGKILL", async () => {
    const dataDir = freshFolder();
    const child = await holdInChild(dataDir, "http://127.0.0.1:9125");
    child.kill("SIGKILL");
    await new Promise((resolve) => child.once("exit", resolve));
    const lock = await lockDataFolder(dataDir, { url: "http://127.0.0.1:9126", pid: process.pid });
    await lock.release();
  }, 30_000);

  it("locks each folder on its own, and one folder by any path", async () => {
    const first = freshFolder();
    const lock = await lockDataFolder(first, { url: "http://127.0.0.1:1", pid: process.pid });
    const other = await lockDataFolder(freshFolder(), { url: "http://127.0.0.1:2", pid: process.pid });
    expect(lockAddress(`${first}/../pglite`)).toBe(lockAddress(first));
    await expect(lockDataFolder(`${first}/../pglite`, { url: "x", pid: 1 })).rejects.toBeInstanceOf(
      DataFolderLockedError,
    );
    await other.release();
    await lock.release();
  });
});
