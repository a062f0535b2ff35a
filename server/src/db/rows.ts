import { createHash } from "node:crypto";
import { PGlite, types as pgliteTypes } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import type { Db } from "./client";

/**
 * Runs a hand-written query and returns its rows, the same shape for both drivers. Cast in
 * SQL what the drivers disagree on (`::int` for counts, `::text` for numeric).
 */
export async function queryRows<T>(db: Pick<Db, "execute">, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * Dates, timestamps and intervals stay text, exactly as Drizzle's own sessions leave them (and so
 * as `queryRows` returns them): the repositories read them with `isoOf`.
 */
const TEXT_TYPES = new Set([
  pg.types.builtins.DATE,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.INTERVAL,
  1115, // timestamp[]
  1182, // date[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
]);
const keepText = (value: string) => value;
const PG_TYPES = {
  getTypeParser: ((id: number, format?: string) =>
    TEXT_TYPES.has(id) ? keepText : pg.types.getTypeParser(id, format as "text")) as typeof pg.types.getTypeParser,
};
const PGLITE_PARSERS = Object.fromEntries(
  [pgliteTypes.DATE, pgliteTypes.TIMESTAMP, pgliteTypes.TIMESTAMPTZ, pgliteTypes.INTERVAL].map((id) => [id, keepText]),
);

const statementNames = new Map<string, string>();

/**
 * queryRows for the hot paths (checkout, venue lookups): PostgreSQL parses and plans the
 * statement once per connection instead of at every call, and planning a five-table join costs
 * more than running it. Only for queries whose text is the same whatever the values (a bounded
 * set): the statement's name is its text's hash, so another text is simply another statement.
 * Runs on the drivers' public APIs (pg's named statements; PGlite's query, one connection, no
 * plan cache to win); inside a transaction, through the transaction's own connection, unprepared.
 */
export async function queryPrepared<T>(db: Db, query: SQL): Promise<T[]> {
  const client = (db as unknown as { $client?: pg.Pool | PGlite }).$client;
  if (!client) return queryRows<T>(db, query);
  const built = dialect.sqlToQuery(query);
  if (client instanceof PGlite) {
    return (await client.query<T>(built.sql, built.params, { parsers: PGLITE_PARSERS })).rows;
  }
  let name = statementNames.get(built.sql);
  if (!name) {
    name = `crease_${createHash("sha1").update(built.sql).digest("hex").slice(0, 20)}`;
    if (statementNames.size < 500) statementNames.set(built.sql, name);
  }
  const result = await client.query({ name, text: built.sql, values: built.params as unknown[], types: PG_TYPES });
  return result.rows as T[];
}

/** ISO text for a timestamp from either driver (Date from both, a string in some paths). */
export function isoOf(value: unknown): string {
  return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
}

/** isoOf for a column that may be null. */
export function isoOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : isoOf(value);
}

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** True when `error` (or the driver error it wraps) is a unique violation, of `constraint` when given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const cause =
    (error as { cause?: { code?: string; constraint?: string } })?.cause ??
    (error as { code?: string; constraint?: string });
  return cause?.code === "23505" && (!constraint || cause.constraint === constraint);
}
