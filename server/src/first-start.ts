import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Config, payoutAccountKeyOf } from "./config";
import { migrateDatabase, openDatabase } from "./db/client";
import { isDatabaseEmpty } from "./db/seed/accounts";

/**
 * The first start's one-off work runs in a short-lived child process, never in the server's own:
 * creating the embedded database (PGlite runs initdb in a WASM instance of its own and unpacks
 * the new data directory through large buffers), the migrations, and the demo data with its
 * pictures rendered by sharp on libuv's threads. The server used to do that work itself, and its
 * process kept what it had freed: 618 MB resident after a first start against 309 MB after a
 * restart on the same data, and it never came down with use (glibc keeps freed memory in its
 * per-thread arenas, and a WASM memory never shrinks). The "585 MB after an hour" of the memory
 * issue was that first start (docs/PERFORMANCE.md, "Memory over a long run").
 */
export function needsPreparing(config: Config): boolean {
  // An explicit SEED_DEMO=true may have to seed an empty PostgreSQL database (or embedded one).
  if (config.seedDemo === true) return true;
  return !config.databaseUrl && !existsSync(path.join(pgdataOf(config), "PG_VERSION"));
}

export const pgdataOf = (config: Config) => path.join(config.dataDir, "pgdata");

/** In the child: create and migrate the database, and load the demo data when the start should. */
export async function prepareDatabase(config: Config): Promise<void> {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : pgdataOf(config),
  });
  try {
    await migrateDatabase(database);
    const empty = await isDatabaseEmpty(database.db);
    if (empty && (config.seedDemo ?? database.kind === "pglite")) {
      console.log("Empty database: loading the demo data…");
      // Loaded only here: the demo data and its pictures are not part of the server's bundle.
      const { seedDemo } = await import("./db/seed/demo");
      await seedDemo(database.db, {
        uploadsDir: path.join(config.dataDir, "uploads"),
        payoutAccountKey: payoutAccountKeyOf(config),
      });
    }
  } finally {
    await database.close();
  }
}

/**
 * Runs prepare.ts (dist/prepare.js in the build) in a child process with the same Node flags and
 * environment, and waits for it: the server opens the database only after the child has closed
 * it (one process per embedded data directory).
 */
export function prepareInChild(): Promise<void> {
  const here = fileURLToPath(import.meta.url);
  // From the sources (tsx) the entry is prepare.ts beside this file; in the build, prepare.js.
  const entry = path.join(path.dirname(here), here.endsWith(".ts") ? "prepare.ts" : "prepare.js");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, entry], { stdio: "inherit", env: process.env });
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`Preparing the database failed (${signal ?? `exit code ${code}`}); see the lines above.`));
    });
  });
}
