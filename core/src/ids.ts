/** The largest database id (PostgreSQL `integer` / `serial`): a bigger one can name no row. */
export const MAX_ID = 2_147_483_647;

/** A whole number that can be a row's id: 1 to MAX_ID. */
export function isId(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MAX_ID;
}

/**
 * An id-based page cursor ("the last id shown"), or NaN when it is not one: ids past MAX_ID
 * would reach the database as an out-of-range integer (a 500) instead of a clear 400.
 */
export function idCursorValue(cursor: string): number {
  const value = /^\d{1,10}$/.test(cursor) ? Number(cursor) : Number.NaN;
  return isId(value) ? value : Number.NaN;
}
