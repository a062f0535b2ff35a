import type { PgTable, TableConfig } from "drizzle-orm/pg-core";
import type { Db } from "../client";

/**
 * Multi-row inserts in chunks: PostgreSQL's wire protocol allows at most 65,535 bind
 * parameters per statement, and a few hundred rows per statement is the fast spot anyway.
 */
export async function insertRows<T extends PgTable<TableConfig>>(
  db: Db,
  table: T,
  rows: ReadonlyArray<T["$inferInsert"]>,
  chunk = 500,
): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) {
    await db.insert(table).values(rows.slice(i, i + chunk) as T["$inferInsert"][]);
  }
}

/** Inserts in chunks and returns the new ids in the order of `rows`. */
export async function insertReturningIds<T extends PgTable<TableConfig> & { id: unknown }>(
  db: Db,
  table: T,
  rows: ReadonlyArray<T["$inferInsert"]>,
  chunk = 500,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += chunk) {
    const returned = (await db
      .insert(table)
      .values(rows.slice(i, i + chunk) as T["$inferInsert"][])
      // biome-ignore lint/suspicious/noExplicitAny: every table passed here has a serial id column
      .returning({ id: (table as any).id })) as Array<{ id: number }>;
    for (const row of returned) ids.push(row.id);
  }
  if (ids.length !== rows.length) throw new Error(`Inserted ${ids.length} of ${rows.length} rows`);
  return ids;
}
