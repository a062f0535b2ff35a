import { readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "./client";

// Migration 0004 moves refunds off the bookings into their own table: a database that already
// has cancelled bookings and late payments keeps every refund, once, and those the provider never
// took are queued to be sent.
const statements = (file: string) =>
  readFileSync(path.join(MIGRATIONS_DIR, file), "utf8")
    .split("--> statement-breakpoint")
    .filter((s) => s.trim());

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create({ extensions: { pg_trgm } });
  for (const file of [
    "0000_init.sql",
    "0001_place_search.sql",
    "0002_payment_order_refunded.sql",
    "0003_payouts.sql",
  ]) {
    for (const statement of statements(file)) await db.exec(statement);
  }
});
afterAll(async () => db?.close());

describe("migration 0004 on a database with refunds in the bookings", () => {
  it("keeps each refund once, processed ones as processed, and queues the rest", async () => {
    await db.exec(`
      insert into users (id, username, full_name, email, password_hash, role) values
        (1, 'p', 'Player', 'p@x.in', 'x', 'player'), (2, 'o', 'Owner', 'o@x.in', 'x', 'owner'),
        (3, 'a', 'Admin', 'a@x.in', 'x', 'admin');
      insert into venues (id, owner_id, name, description, venue_type, address, city, state, postal_code,
        rescheduling_rules, cancellation_rules)
        values (1, 2, 'Ground', 'A ground', 'ground', 'Road 1', 'Pune', 'Maharashtra', '411001', 'r', 'c');
      insert into bookings (id, venue_id, user_id, date, slot, status, payment_status, base_paise, gst_paise,
        total_paise, pay_now_paise, cancelled_by, cancelled_at, refund_paise, refund_status, refund_id) values
        (1, 1, 1, '2026-01-05', 'morning', 'cancelled', 'refunded', 100000, 18000, 118000, 118000, 1, now(), 118000, 'processed', 'rfnd_done'),
        (2, 1, 1, '2026-01-06', 'morning', 'cancelled', 'paid', 100000, 18000, 118000, 118000, 1, now(), 88500, 'failed', null),
        (3, 1, 1, '2026-01-07', 'morning', 'cancelled', 'refunded', 100000, 18000, 118000, 118000, 3, now(), 118000, 'processed', 'rfnd_admin'),
        (4, 1, 1, '2026-01-08', 'morning', 'expired', 'pending', 100000, 18000, 118000, 118000, null, null, 0, 'none', null),
        (5, 1, 1, '2026-01-09', 'morning', 'confirmed', 'paid', 100000, 18000, 118000, 118000, null, null, 0, 'none', null);
      insert into payment_orders (id, booking_id, user_id, provider, amount_paise, status, payment_id) values
        ('order_1', 1, 1, 'sandbox', 118000, 'paid', 'pay_1'), ('order_2', 2, 1, 'sandbox', 118000, 'paid', 'pay_2'),
        ('order_3', 3, 1, 'sandbox', 118000, 'paid', 'pay_3'), ('order_4', 4, 1, 'sandbox', 118000, 'refunded', 'pay_4'),
        ('order_5', 5, 1, 'sandbox', 118000, 'paid', 'pay_5');
    `);
    for (const statement of statements("0004_refunds_and_jobs.sql")) await db.exec(statement);

    const refunds = await db.query<Record<string, unknown>>(
      `select booking_id, payment_id, amount_paise, paid_paise, reason, status, provider_refund_id
       from refunds order by booking_id`,
    );
    expect(refunds.rows).toEqual([
      {
        booking_id: 1,
        payment_id: "pay_1",
        amount_paise: 118000,
        paid_paise: 118000,
        reason: "player_cancelled",
        status: "processed",
        provider_refund_id: "rfnd_done",
      },
      {
        booking_id: 2,
        payment_id: "pay_2",
        amount_paise: 88500,
        paid_paise: 118000,
        reason: "player_cancelled",
        status: "pending",
        provider_refund_id: null,
      },
      {
        booking_id: 3,
        payment_id: "pay_3",
        amount_paise: 118000,
        paid_paise: 118000,
        reason: "admin_cancelled",
        status: "processed",
        provider_refund_id: "rfnd_admin",
      },
      {
        booking_id: 4,
        payment_id: "pay_4",
        amount_paise: 118000,
        paid_paise: 118000,
        reason: "late_payment",
        status: "pending",
        provider_refund_id: null,
      },
    ]);
    const jobs = await db.query<{ kind: string; refund: string }>(
      `select j.kind, r.payment_id as refund from jobs j join refunds r on r.id = (j.payload->>'refundId')::int
       order by r.payment_id`,
    );
    expect(jobs.rows).toEqual([
      { kind: "refund", refund: "pay_2" },
      { kind: "refund", refund: "pay_4" },
    ]);
    const columns = await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'bookings' and column_name like 'refund%'`,
    );
    expect(columns.rows).toEqual([]);
  });
});
