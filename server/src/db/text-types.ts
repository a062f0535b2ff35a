import type { PGlite, QueryOptions, Transaction } from "@electric-sql/pglite";
import pg from "pg";

/**
 * Dates, timestamps and intervals stay text, exactly as Drizzle's own sessions leave them (and so
 * as `queryRows` returns them): the repositories read them with `isoOf`. The same list as the
 * parsers Drizzle's PGlite driver gives every query.
 */
export const TEXT_TYPES = new Set<number>([
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

export const keepText = (value: string) => value;

/** Drizzle's per-query parsers: each is for a type of TEXT_TYPES and hands its text back unchanged. */
const drizzles = (options: QueryOptions | undefined): boolean => {
  const parsers = options?.parsers;
  return (
    parsers !== undefined &&
    Object.entries(parsers).every(([id, parse]) => TEXT_TYPES.has(Number(id)) && parse("1", Number(id)) === "1")
  );
};

const lean = (options: QueryOptions | undefined): QueryOptions | undefined =>
  drizzles(options) ? { ...options, parsers: undefined } : options;

/**
 * PGlite merges its parser table (about 320 types, with integer keys) and a query's own parsers
 * into a new object at every query that brings parsers, and Drizzle's driver brings them to every
 * query: 0.09–0.11 ms a query on the bench's machine, more than parsing the rows (three such
 * queries and two prepared ones are most of an embedded booking's database calls). Here the
 * instance's own table keeps TEXT_TYPES as text, once, and Drizzle's queries (outside and inside
 * transactions) reach PGlite without parsers of their own: the same rows, without the copy.
 */
export function parseTextTypesOnce(pglite: PGlite): void {
  for (const id of TEXT_TYPES) pglite.parsers[id] = keepText;
  const query = pglite.query.bind(pglite);
  pglite.query = ((text: string, params?: unknown[], options?: QueryOptions) =>
    query(text, params, lean(options))) as PGlite["query"];
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = ((text: string, params?: unknown[], options?: QueryOptions) =>
        txQuery(text, params, lean(options))) as Transaction["query"];
      return callback(tx);
    })) as PGlite["transaction"];
}
