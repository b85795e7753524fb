// The zero-configuration database: PGlite on disk, served over the Postgres wire protocol so that
// the build, the functions and scripts connect with `pg` as to any Postgres.
import { rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { openPglite, SHARED_SESSION_PARAM } from "../../db/client.ts";
import { analyzeNeverAnalyzed } from "../../db/planner-statistics.ts";

export interface EmbeddedDb {
  url: string;
  pglite: Awaited<ReturnType<typeof openPglite>>;
  stop: () => Promise<void>;
}

/** Where a running `npm start` advertises its server, so other processes never open the files twice. */
export const lockFileFor = (dataDir: string) => join(dirname(dataDir), "embedded-db.json");

export async function startEmbeddedDb(dataDir: string, port = 0): Promise<EmbeddedDb> {
  const pglite = await openPglite(dataDir);
  // PGlite has no autovacuum to gather what the planner needs (db/planner-statistics.ts). Only
  // an optimisation: the product starts without it.
  await analyzeNeverAnalyzed(pglite).catch((error: Error) =>
    console.warn(`Planner statistics not gathered at start: ${error.message}`),
  );
  // Each function bundle and the build keep their own small pool: allow plenty of connections.
  const server = new PGLiteSocketServer({ db: pglite, host: "127.0.0.1", port, maxConnections: 100 });
  await server.start();
  const url = `postgres://postgres@${server.getServerConn()}/postgres?${SHARED_SESSION_PARAM}`;
  const lockFile = lockFileFor(dataDir);
  writeFileSync(lockFile, JSON.stringify({ pid: process.pid, url }));
  return {
    url,
    pglite,
    stop: async () => {
      rmSync(lockFile, { force: true });
      await server.stop();
      await pglite.close();
    },
  };
}
