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
