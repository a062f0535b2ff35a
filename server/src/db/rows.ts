import { createHash } from "node:crypto";
import { PGlite, parse as pgliteParse, protocol as pgliteProtocol } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import type { Db } from "./client";
import { keepText, TEXT_TYPES } from "./text-types";

/**
 * Runs a hand-written query and returns its rows, the same shape for both drivers. Cast in
 * SQL what the drivers disagree on (`::int` for counts, `::text` for numeric).
 */
export async function queryRows<T>(db: Pick<Db, "execute">, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/** node-postgres reads TEXT_TYPES as text, as Drizzle's sessions do (PGlite: parseTextTypesOnce). */
const PG_TYPES = {
  getTypeParser: ((id: number, format?: string) =>
    TEXT_TYPES.has(id) ? keepText : pg.types.getTypeParser(id, format as "text")) as typeof pg.types.getTypeParser,
};

const statementNames = new Map<string, string>();

/**
 * queryRows for the hot paths (checkout, venue lookups): PostgreSQL parses and plans the
 * statement once per connection instead of at every call, and planning a five-table join costs
 * more than running it. Only for queries whose text is the same whatever the values (a bounded
 * set): the statement's name is its text's hash, so another text is simply another statement.
 * On a server through pg's named statements; on PGlite, whose one backend keeps named statements
 * as a server's connection does, through its wire protocol (`queryPgliteNamed`). Inside a
 * transaction, through the transaction's own connection, unprepared.
 */
export async function queryPrepared<T>(db: Db, query: SQL): Promise<T[]> {
  const client = (db as unknown as { $client?: pg.Pool | PGlite }).$client;
  if (!client) return queryRows<T>(db, query);
  const built = dialect.sqlToQuery(query);
  if (client instanceof PGlite) return queryPgliteNamed<T>(client, built.sql, built.params);
  const result = await client.query({
    name: statementName(built.sql),
    text: built.sql,
    values: built.params as unknown[],
    types: PG_TYPES,
  });
  return result.rows as T[];
}

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `crease_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;
    if (statementNames.size < 500) statementNames.set(text, name);
  }
  return name;
}

/** The statements each PGlite has parsed under a name, with their parameters' types. */
const pgliteStatements = new WeakMap<PGlite, Map<string, { name: string; paramTypes: number[] }>>();
const { serialize } = pgliteProtocol;

/**
 * PGlite's own query sends Parse, Describe, Bind, Describe, Execute and Sync at every call, with
 * an unnamed statement: PostgreSQL in WebAssembly parses and plans the whole statement again each
 * time, which was about half of a booking's confirming statement. Here the first call parses it
 * under a name and later calls only bind and execute it, as pg does on a server. The same
 * messages as PGlite's query, under the same locks (it waits for an open transaction to end).
 */
async function queryPgliteNamed<T>(client: PGlite, text: string, params: unknown[]): Promise<T[]> {
  let statements = pgliteStatements.get(client);
  if (!statements) {
    statements = new Map();
    pgliteStatements.set(client, statements);
  }
  const known = statements;
  const send = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      const messages = [];
      try {
        let statement = known.get(text);
        if (!statement) {
          // Past 500 texts, an unnamed statement: a name parsed twice would be refused.
          const name = known.size < 500 ? statementName(text) : "";
          await send(serialize.parse({ name, text }));
          const paramTypes = pgliteParse.parseDescribeStatementResults(
            await send(serialize.describe({ type: "S", name })),
          );
          statement = { name, paramTypes };
          if (name) known.set(text, statement);
        }
        const types = statement.paramTypes;
        const values = params.map((value, index) => {
          if (value === null || value === undefined) return null;
          const serializer = client.serializers[types[index] as number];
          return serializer ? serializer(value) : String(value);
        });
        messages.push(...(await send(serialize.bind({ statement: statement.name, values }))));
        messages.push(...(await send(serialize.describe({ type: "P" }))));
        messages.push(...(await send(serialize.execute({}))));
      } finally {
        messages.push(...(await send(serialize.sync())));
      }
      // As PGlite's query does outside a transaction (a no-op on a directory, a flush elsewhere).
      await client.syncToFs();
      // The instance's own parsers keep dates and timestamps as text (parseTextTypesOnce); with no
      // parsers of this query's, PGlite does not copy its table (text-types.ts).
      const [result] = pgliteParse.parseResults(messages, client.parsers);
      return (result?.rows ?? []) as T[];
    }),
  );
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
