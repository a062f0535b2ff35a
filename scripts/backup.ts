// npm run backup -- <file.tar.gz> [--data-dir DIR]
// Backs up the embedded database (a PGlite dumpDataDir() snapshot), DATA_DIR/uploads and the
// generated session secret into one tar.gz. The server must be stopped: the data directory's
// lock file is checked and a running server is refused. On DATABASE_URL use pg_dump instead
// (README "Backup and restore").
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { create } from "tar";
import { openDatabase } from "../server/src/db/client";
import { queryRows } from "../server/src/db/rows";

export const MANIFEST = "crease-backup.json";

export async function backup(dataDir: string, file: string): Promise<{ uploads: number; bytes: number }> {
  const pgdata = path.join(dataDir, "pgdata");
  if (!existsSync(path.join(pgdata, "PG_VERSION"))) {
    throw new Error(`No embedded database in ${pgdata}: nothing to back up (is DATA_DIR right?).`);
  }
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    // Takes the data directory's lock: refused while a server runs on it.
    database = await openDatabase({ dataDir: pgdata });
  } catch (error) {
    throw new Error(
      `Cannot back up while the server is running: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  let snapshot: Buffer;
  let users: number;
  try {
    const [counted] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from users`);
    users = Number(counted?.n ?? 0);
    snapshot = Buffer.from(await (await database.pglite!.dumpDataDir("none")).arrayBuffer());
  } finally {
    await database.close();
  }
  // The archive's files are laid out in a staging folder (the uploads linked, not copied) and
  // packed by the tar package.
  const staging = mkdtempSync(path.join(os.tmpdir(), "crease-backup-"));
  try {
    const uploadsDir = path.join(dataDir, "uploads");
    const uploads = existsSync(uploadsDir) ? countFiles(uploadsDir) : 0;
    writeFileSync(
      path.join(staging, MANIFEST),
      JSON.stringify({ format: 1, createdAt: new Date().toISOString(), users, uploads }, null, 2),
    );
    writeFileSync(path.join(staging, "pgdata.tar"), snapshot);
    const names = [MANIFEST, "pgdata.tar"];
    const secretFile = path.join(dataDir, "session-secret");
    if (existsSync(secretFile)) {
      copyFileSync(secretFile, path.join(staging, "session-secret"));
      names.push("session-secret");
    }
    if (existsSync(uploadsDir)) {
      symlinkSync(uploadsDir, path.join(staging, "uploads"), "dir");
      names.push("uploads");
    }
    await create({ gzip: true, file, cwd: staging, follow: true, portable: true, mode: 0o600 }, names);
    chmodSync(file, 0o600);
    return { uploads, bytes: statSync(file).size };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Regular files under `dir`, at any depth. */
export function countFiles(dir: string): number {
  let n = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    n += entry.isDirectory() ? countFiles(path.join(dir, entry.name)) : entry.isFile() ? 1 : 0;
  }
  return n;
}

/** `--data-dir DIR`, else DATA_DIR, else ./data. */
export function dataDirArgument(args: string[]): string {
  const i = args.indexOf("--data-dir");
  return path.resolve(i >= 0 && args[i + 1] ? args[i + 1]! : process.env.DATA_DIR || "./data");
}

export function postgresMessage(command: "backup" | "restore"): string {
  return command === "backup"
    ? 'DATABASE_URL is set: back up the PostgreSQL database with pg_dump (pg_dump -Fc "$DATABASE_URL" -f crease.dump) and copy DATA_DIR/uploads (or your S3 bucket) and SESSION_SECRET yourself. This command backs up the embedded database.'
    : 'DATABASE_URL is set: restore the PostgreSQL database with pg_restore (pg_restore --no-owner -d "$DATABASE_URL" crease.dump) and put DATA_DIR/uploads and SESSION_SECRET back yourself. This command restores the embedded database.';
}

async function cli() {
  const args = process.argv.slice(2);
  const file = args.find((arg, i) => !arg.startsWith("--") && args[i - 1] !== "--data-dir");
  if (!file) {
    console.error("Usage: npm run backup -- <file.tar.gz> [--data-dir DIR]");
    process.exit(2);
  }
  if (process.env.DATABASE_URL) {
    console.error(postgresMessage("backup"));
    process.exit(1);
  }
  const dataDir = dataDirArgument(args);
  try {
    const result = await backup(dataDir, path.resolve(file));
    console.log(
      `Backed up ${dataDir} (database, ${result.uploads} uploaded files, session secret) to ${file} (${result.bytes} bytes)`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await cli();
