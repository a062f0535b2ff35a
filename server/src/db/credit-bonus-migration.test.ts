import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "./client";

// Migration 0041 splits venue credit into money and bonus (docs/product/credit.md, "Tax and
// money"): on a database with balances already spent, every entry but a bonus is money, and a
// balance's money is the sum of its entries' money within the balance. Spends made before keep
// counting as money (their invoices and payouts were issued so): their bookings have no bonus.
const statements = (file: string) =>
  readFileSync(path.join(MIGRATIONS_DIR, file), "utf8")
    .split("--> statement-breakpoint")
    .filter((s) => s.trim());
const MIGRATION = "0041_credit_bonus_discount.sql";

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create({ extensions: { pg_trgm } });
  const before = readdirSync(MIGRATIONS_DIR)
    .filter((file) => file.endsWith(".sql") && file < MIGRATION)
    .sort();
  for (const file of before) {
    for (const statement of statements(file)) await db.exec(statement);
  }
});
afterAll(async () => db?.close());

describe("migration 0041 on a database with venue credit", () => {
  it("counts every entry but a bonus as money, and each balance's money within it", async () => {
    await db.exec(`
      insert into users (id, username, full_name, email, password_hash, role) values
        (1, 'p', 'Player', 'p@x.in', 'x', 'player'), (2, 'o', 'Owner', 'o@x.in', 'x', 'owner'),
        (3, 'q', 'Second', 'q@x.in', 'x', 'player');
      -- Player 1: a pack (2,000 paid, 200 bonus), 1,180 spent, 1,020 left.
      -- Player 3: a pack with no bonus (500), 300 spent, 100 given back, 300 left.
      insert into credit_entries (owner_id, user_id, kind, amount_paise, charge_id) values
        (2, 1, 'top_up', 200000, 'order_a'), (2, 1, 'bonus', 20000, 'order_a'), (2, 1, 'spend', -118000, null),
        (2, 3, 'spend', -30000, null), (2, 3, 'refund', 10000, null), (2, 3, 'top_up', 50000, 'order_b');
      insert into credit_balances (owner_id, user_id, balance_paise) values (2, 1, 102000), (2, 3, 30000);
    `);
    for (const statement of statements(MIGRATION)) await db.exec(statement);

    const entries = await db.query<{ kind: string; amount_paise: number; money_paise: number }>(
      `select kind, amount_paise, money_paise from credit_entries order by id`,
    );
    expect(entries.rows.map((e) => [e.kind, e.amount_paise, e.money_paise])).toEqual([
      ["top_up", 200000, 200000],
      ["bonus", 20000, 0],
      ["spend", -118000, -118000],
      ["spend", -30000, -30000],
      ["refund", 10000, 10000],
      ["top_up", 50000, 50000],
    ]);
    const balances = await db.query<{ user_id: number; balance_paise: number; money_paise: number }>(
      `select user_id, balance_paise, money_paise from credit_balances order by user_id`,
    );
    // Player 1's money: 2,000 − 1,180 = 820 (the bonus is what is left beside it); player 3's: all 300.
    expect(balances.rows.map((b) => [b.user_id, b.balance_paise, b.money_paise])).toEqual([
      [1, 102000, 82000],
      [3, 30000, 30000],
    ]);
    // The database keeps the money part within the balance from now on.
    await expect(
      db.exec(`update credit_balances set money_paise = balance_paise + 1 where user_id = 1`),
    ).rejects.toThrow(/credit_balances_money_check/);
  });
});
