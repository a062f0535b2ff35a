import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock";
import { DURABLE_START_PARAMS, syncToDisk } from "./durable-pglite";
import * as schema from "./schema";
import { parseTextTypesOnce } from "./text-types";

export type Schema = typeof schema;
/** Either driver's database, or a transaction on it (a transaction is a PgDatabase too). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Beside this file in the source tree; copied beside main.js by the build. */
export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, "migrations");
/**
 * The embedded database's page cache, inside the server's own memory. PostgreSQL's default of
 * 128 MB made the server about 50 MB heavier with the large data set for no gain: the hot
 * pages (venues, their details, a venue's bookings by date) fit in 64 MB, the operating
 * system caches the rest of the files, and the read cache answers most reads before they
 * reach the database (docs/performance-diary.md).
 */
const PGLITE_SHARED_BUFFERS = "64MB";
/** Advisory lock key held while migrating a PostgreSQL server ("crease" in ASCII). */
const MIGRATION_LOCK_KEY = 99_114_101_97;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** The raw PGlite instance (embedded mode only): LISTEN/NOTIFY and dumps. */
  pglite?: PGlite;
  /** The pg pool (server mode only). */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… for a server; otherwise embedded PGlite. */
  url?: string;
  /** PGlite data directory; undefined means in memory. */
  dataDir?: string;
  /** A dumpDataDir() snapshot to start from (tests). */
  loadDataDir?: Blob | File;
  poolSize?: number;
  /** How long to wait for another process holding `dataDir` to stop before refusing (5 s). */
  lockWaitMs?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client that errors (server restart) must not crash the process.
    pool.on("error", () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: "postgres", pool, close: () => pool.end() };
  }
  const release = options.dataDir ? await lockDataDir(options.dataDir, options.lockWaitMs) : () => {};
  try {
    const pglite = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      // Trigram indexes for venue search (migration 0001).
      extensions: { pg_trgm },
      // On disk, a commit waits until its log is synced (durable-pglite.ts); in memory there is no disk.
      startParams: [
        ...(options.dataDir ? DURABLE_START_PARAMS : PGlite.defaultStartParams),
        "-c",
        `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
      ],
    });
    if (options.dataDir) syncToDisk(pglite);
    parseTextTypesOnce(pglite);
    const db = drizzlePglite(pglite, { schema }) as unknown as Db;
    return {
      db,
      kind: "pglite",
      pglite,
      close: async () => {
        await pglite.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === "pglite") {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver's own type
    await migratePglite(database.db as any, { migrationsFolder: MIGRATIONS_DIR });
  } else {
    // Instances starting together on an empty database would both apply the first migration;
    // a session-level advisory lock lets one migrate while the others wait, then find it done.
    const client = await (database.pool as pg.Pool).connect();
    try {
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver's own type
      await migratePg(drizzlePg(client, { schema }) as any, { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
      client.release();
    }
  }
}
