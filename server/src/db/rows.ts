import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import type { Db } from "./client";

/**
 * Runs a hand-written query and returns its rows, the same shape for both drivers. Cast in
 * SQL what the drivers disagree on (`::int` for counts, `::text` for numeric).
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

interface DrizzleInternals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      arrayMode: boolean,
    ): { execute(): Promise<{ rows: unknown[] }> };
  };
}

const statementNames = new Map<string, string>();

/**
 * queryRows for the hot paths (checkout, venue lookups): PostgreSQL parses and plans the
 * statement once per connection instead of at every call, and planning a five-table join costs
 * more than running it. Only for queries whose text is the same whatever the values (a bounded
 * set): the statement's name is its text's hash, so another text is simply another statement.
 */
export async function queryPrepared<T>(db: Db, query: SQL): Promise<T[]> {
  const internals = db as unknown as DrizzleInternals;
  const built = internals.dialect.sqlToQuery(query);
  let name = statementNames.get(built.sql);
  if (!name) {
    name = `crease_${createHash("sha1").update(built.sql).digest("hex").slice(0, 20)}`;
    if (statementNames.size < 500) statementNames.set(built.sql, name);
  }
  const result = await internals.session.prepareQuery(built, undefined, name, false).execute();
  return result.rows as T[];
}

/** ISO text for a timestamp from either driver (Date from both, a string in some paths). */
export function isoOf(value: unknown): string {
  return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
}

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
