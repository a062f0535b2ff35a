import { sql } from "drizzle-orm";
import type { Db } from "../client";

/**
 * Empties every application table (the public schema) and restarts their id sequences.
 * The migrations journal lives in the drizzle schema and is left alone.
 */
export async function resetDatabase(db: Db): Promise<string[]> {
  const result = (await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as { rows: Array<{ tablename: string }> };
  const tables = result.rows.map((row) => row.tablename);
  if (tables.length > 0) {
    const list = tables.map((name) => `"${name.replace(/"/g, '""')}"`).join(", ");
    await db.execute(sql.raw(`truncate table ${list} restart identity cascade`));
  }
  return tables;
}
