import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "./client";
import { queryPrepared, queryRows } from "./rows";

// PGlite without parsers of each query's own (text-types.ts) must read rows exactly as before.
describe("an embedded database's rows, read without per-query parsers", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(async () => {
    await database.close();
  });

  const probe = sql`select '2026-11-27 10:00:00+00'::timestamptz as at, '2026-11-27'::date as day,
    '15 minutes'::interval as span, array['2026-11-27'::date] as days, array[1, 2]::int[] as ids,
    array['Delhi', 'Pune']::text[] as cities, 12::int as n, '{"k": 1}'::jsonb as doc, true as yes`;
  const expected = {
    at: "2026-11-27 10:00:00+00",
    day: "2026-11-27",
    span: "00:15:00",
    days: "{2026-11-27}",
    ids: [1, 2],
    cities: ["Delhi", "Pune"],
    n: 12,
    doc: { k: 1 },
    yes: true,
  };

  it("keeps dates and timestamps as text and parses numbers, arrays and JSON, through Drizzle", async () => {
    expect(await queryRows(database.db, probe)).toEqual([expected]);
  });

  it("does the same inside a transaction", async () => {
    const rows = await database.db.transaction((tx) => queryRows(tx, probe));
    expect(rows).toEqual([expected]);
  });

  it("does the same for a prepared statement", async () => {
    expect(await queryPrepared(database.db, probe)).toEqual([expected]);
    expect(await queryPrepared(database.db, probe)).toEqual([expected]);
  });

  it("leaves a query's own parsers in force when they are not Drizzle's", async () => {
    const pglite = database.pglite;
    if (!pglite) throw new Error("embedded only");
    const { rows } = await pglite.query<{ n: string }>("select 12::int as n", [], {
      parsers: { 23: (value: string) => `int ${value}` },
    });
    expect(rows).toEqual([{ n: "int 12" }]);
    // …and when they are for a type Drizzle keeps as text, but parse it.
    const dated = await pglite.query<{ day: unknown }>("select '2026-11-27'::date as day", [], {
      parsers: { 1082: (value: string) => `day ${value}` },
    });
    expect(dated.rows).toEqual([{ day: "day 2026-11-27" }]);
  });
});
