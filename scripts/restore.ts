// npm run restore -- <file.tar.gz> [--data-dir DIR]
// Restores a backup made by `npm run backup` into a fresh data directory (DATA_DIR or ./data
// unless --data-dir): the embedded database, uploads and the session secret. Refuses a data
// directory that already holds a database.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../server/src/db/client";
import { queryRows } from "../server/src/db/rows";
import { dataDirArgument, MANIFEST, postgresMessage } from "./backup";
import { readTarGz } from "./lib/tar";

export async function restore(file: string, dataDir: string): Promise<{ uploads: number; users: number }> {
  const entries = readTarGz(readFileSync(file));
  const manifest = entries.find((e) => e.name === MANIFEST);
  const snapshot = entries.find((e) => e.name === "pgdata.tar");
  if (!manifest || !snapshot) throw new Error(`${file} is not a Crease backup (no ${MANIFEST} or pgdata.tar in it).`);
  const pgdata = path.join(dataDir, "pgdata");
  if (existsSync(pgdata) && readdirSync(pgdata).length > 0) {
    throw new Error(
      `${pgdata} already holds a database: restore into a fresh data directory (--data-dir DIR), or move it away first.`,
    );
  }
  mkdirSync(dataDir, { recursive: true });
  // The database first: openDatabase takes the lock file, so a server started meanwhile is refused.
  const database = await openDatabase({ dataDir: pgdata, loadDataDir: new Blob([new Uint8Array(snapshot.data)]) });
  let users: number;
  try {
    const [counted] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from users`);
    users = Number(counted?.n ?? 0);
  } finally {
    await database.close();
  }
  let uploads = 0;
  for (const entry of entries) {
    if (entry.name === "session-secret") {
      writeFileSync(path.join(dataDir, "session-secret"), entry.data, { mode: 0o600 });
    } else if (entry.name.startsWith("uploads/")) {
      const target = path.resolve(dataDir, entry.name);
      if (!target.startsWith(path.join(dataDir, "uploads") + path.sep))
        throw new Error(`Unsafe path in backup: ${entry.name}`);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, entry.data);
      uploads += 1;
    }
  }
  return { uploads, users };
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
