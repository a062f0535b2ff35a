/**
 * The large data set, filled once and cached: an embedded data directory under
 * /tmp/crease-bench-suite/base, a PostgreSQL database `crease_bench`. Each run works on a copy
 * (the server writes page views, sessions and bookings), so every run starts from the same rows.
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

/** The repository root (bench/..). */
export const ROOT = path.resolve(import.meta.dirname, "..");
export const CACHE_DIR = path.join(os.tmpdir(), "crease-bench-suite");
const BASE_DIR = path.join(CACHE_DIR, "base");
const READY = path.join(BASE_DIR, "ready");
export const PG_ADMIN_URL = "postgres://postgres@127.0.0.1:5432/postgres";
const PG_BASE = "crease_bench";
const PG_RUN = process.env.BENCH_PG_RUN ?? "crease_bench_run";
/** Side-by-side checkouts (BENCH_PORT set) each copy the embedded data to a directory of their own. */
export const RUN_SUFFIX = process.env.BENCH_PORT ? `-${process.env.BENCH_PORT}` : "";

const pgUrl = (db: string) => `postgres://postgres@127.0.0.1:5432/${db}`;

function seed(env: Record<string, string>) {
  execFileSync(process.execPath, ["server/dist/seed.js", "--large"], {
    env: { ...process.env, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "inherit", "inherit"],
    cwd: ROOT,
  });
}

/** A fresh copy of the filled embedded data directory; returns its path. */
export function embeddedRunDir(log: (line: string) => void): string {
  if (!existsSync(READY)) {
    const tmp = `${BASE_DIR}.tmp`;
    rmSync(tmp, { recursive: true, force: true });
    mkdirSync(tmp, { recursive: true });
    log("filling the embedded cache with `seed --large` (about a minute, once)…");
    seed({ DATA_DIR: tmp });
    rmSync(BASE_DIR, { recursive: true, force: true });
    renameSync(tmp, BASE_DIR);
    writeFileSync(READY, new Date().toISOString());
  }
  const run = path.join(CACHE_DIR, `run${RUN_SUFFIX}`);
  rmSync(run, { recursive: true, force: true });
  cpSync(BASE_DIR, run, { recursive: true });
  rmSync(path.join(run, "ready"));
  return run;
}

export function removeRunDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>, url = PG_ADMIN_URL): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function pgBaseFilled(): Promise<boolean> {
  const exists = await admin((c) => c.query("select 1 from pg_database where datname = $1", [PG_BASE]));
  if (exists.rowCount === 0) return false;
  try {
    const r = await admin(
      (c) => c.query("select count(*)::int as n from venues where exists (select 1 from bookings limit 1)"),
      pgUrl(PG_BASE),
    );
    return (r.rows[0]?.n ?? 0) >= 10_000;
  } catch {
    return false;
  }
}

/** A fresh copy (CREATE DATABASE … TEMPLATE) of the filled PostgreSQL database; returns its URL. */
export async function postgresRunUrl(log: (line: string) => void): Promise<string> {
  if (!(await pgBaseFilled())) {
    log(`filling PostgreSQL database ${PG_BASE} with \`seed --large\` (once)…`);
    await admin(async (c) => {
      await c.query(`drop database if exists ${PG_BASE} with (force)`);
      await c.query(`create database ${PG_BASE}`);
    });
    seed({ DATABASE_URL: pgUrl(PG_BASE) });
  }
  await admin(async (c) => {
    await c.query(`drop database if exists ${PG_RUN} with (force)`);
    await c.query(`create database ${PG_RUN} template ${PG_BASE}`);
  });
  return pgUrl(PG_RUN);
}

/** A new, empty PostgreSQL database for one run (bench:soak's demo data); returns its URL. */
export async function createScratchDatabase(name: string): Promise<string> {
  await admin(async (c) => {
    await c.query(`drop database if exists ${name} with (force)`);
    await c.query(`create database ${name}`);
  });
  return pgUrl(name);
}

export async function dropScratchDatabase(name: string) {
  await admin((c) => c.query(`drop database if exists ${name} with (force)`));
}

export async function dropPostgresRun() {
  await admin((c) => c.query(`drop database if exists ${PG_RUN} with (force)`));
}

/** Live bookings sharing a venue, date and slot (the database's unique index should make it 0). */
export async function doubleBookings(target: { dataDir?: string; url?: string }): Promise<number> {
  const query = `select count(*)::int as n from (
    select venue_id, date, slot from bookings
    where status in ('held', 'confirmed', 'completed', 'disputed')
    group by venue_id, date, slot having count(*) > 1) d`;
  if (target.url) return admin(async (c) => (await c.query(query)).rows[0]?.n ?? 0, target.url);
  const { openDatabase } = await import("../server/src/db/client");
  const { queryRows } = await import("../server/src/db/rows");
  const { sql } = await import("drizzle-orm");
  const database = await openDatabase({ dataDir: path.join(target.dataDir as string, "pgdata") });
  try {
    const [row] = await queryRows<{ n: number }>(database.db, sql.raw(query));
    return row?.n ?? 0;
  } finally {
    await database.close();
  }
}
