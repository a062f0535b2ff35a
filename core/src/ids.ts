/** The largest database id (PostgreSQL `integer` / `serial`): a bigger one can name no row. */
export const MAX_ID = 2_147_483_647;
