// npm run restore -- <file.tar.gz> [--data-dir DIR]
// Restores a backup made by `npm run backup` into a fresh data directory (DATA_DIR or ./data
// unless --data-dir): the embedded database, uploads and the session secret. Refuses a data
// directory that already holds a database.
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { extract } from "tar";
import { openDatabase } from "../server/src/db/client";
import { queryRows } from "../server/src/db/rows";
import { countFiles, dataDirArgument, MANIFEST, postgresMessage } from "./backup";

export async function restore(file: string, dataDir: string): Promise<{ uploads: number; users: number }> {
  const pgdata = path.join(dataDir, "pgdata");
  if (existsSync(pgdata) && readdirSync(pgdata).length > 0) {
    throw new Error(
      `${pgdata} already holds a database: restore into a fresh data directory (--data-dir DIR), or move it away first.`,
    );
  }
  // Unpacked by the tar package into a staging folder (it refuses absolute paths and "..").
  const staging = mkdtempSync(path.join(os.tmpdir(), "crease-restore-"));
  try {
    await extract({ file, cwd: staging, strict: true });
    if (!existsSync(path.join(staging, MANIFEST)) || !existsSync(path.join(staging, "pgdata.tar"))) {
      throw new Error(`${file} is not a Crease backup (no ${MANIFEST} or pgdata.tar in it).`);
    }
    mkdirSync(dataDir, { recursive: true });
    // The database first: openDatabase takes the lock file, so a server started meanwhile is refused.
    const snapshot = readFileSync(path.join(staging, "pgdata.tar"));
    const database = await openDatabase({ dataDir: pgdata, loadDataDir: new Blob([new Uint8Array(snapshot)]) });
    let users: number;
    try {
      const [counted] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from users`);
      users = Number(counted?.n ?? 0);
    } finally {
      await database.close();
    }
    if (existsSync(path.join(staging, "session-secret"))) {
      copyFileSync(path.join(staging, "session-secret"), path.join(dataDir, "session-secret"));
      chmodSync(path.join(dataDir, "session-secret"), 0o600);
    }
    let uploads = 0;
    if (existsSync(path.join(staging, "uploads"))) {
      cpSync(path.join(staging, "uploads"), path.join(dataDir, "uploads"), { recursive: true });
      uploads = countFiles(path.join(dataDir, "uploads"));
    }
    return { uploads, users };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

async function cli() {
  const args = process.argv.slice(2);
  const file = args.find((arg, i) => !arg.startsWith("--") && args[i - 1] !== "--data-dir");
  if (!file) {
    console.error("Usage: npm run restore -- <file.tar.gz> [--data-dir DIR]");
    process.exit(2);
  }
  if (process.env.DATABASE_URL) {
    console.error(postgresMessage("restore"));
    process.exit(1);
  }
  const dataDir = dataDirArgument(args);
  try {
    const result = await restore(path.resolve(file), dataDir);
    console.log(`Restored ${file} into ${dataDir}: ${result.users} users, ${result.uploads} uploaded files`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await cli();
