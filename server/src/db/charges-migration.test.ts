import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminQuery, testDatabaseKind, urlForDatabase } from "../../test/databases";
import { MIGRATIONS_DIR } from "./client";

// Migration 0038 makes payment_orders the charge table (decision 044): a database filled as
// today's code fills it (bookings paid online, a weekly booking, a reschedule's difference paid and
// one paid late, a split's share, refunds, invoices, credit and debit notes, a payout with its
// lines) keeps every row, every document number and every statement figure, and each charge is
// given the purpose, supplier and keys the code would have given it. On PGlite and on PostgreSQL.
const CHARGES = "0038_charges.sql";
const statements = (file: string) =>
  readFileSync(path.join(MIGRATIONS_DIR, file), "utf8")
    .split("--> statement-breakpoint")
    .filter((s) => s.trim());

type Runner = { exec(sql: string): Promise<void>; rows<T>(sql: string): Promise<T[]>; close(): Promise<void> };

async function openRunner(): Promise<Runner> {
  if (testDatabaseKind() === "pglite") {
    const db = await PGlite.create({ extensions: { pg_trgm } });
    return {
      exec: async (sql) => void (await db.exec(sql)),
      rows: async <T>(sql: string) => (await db.query<T>(sql)).rows,
      close: () => db.close(),
    };
  }
  const name = `crease_charges_${process.pid}_${randomBytes(3).toString("hex")}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  const client = new pg.Client({ connectionString: urlForDatabase(name) });
  await client.connect();
  await client.query("create extension if not exists pg_trgm");
  return {
    exec: async (sql) => void (await client.query(sql)),
    rows: async <T>(sql: string) => (await client.query(sql)).rows as T[],
    close: async () => {
      await client.end();
      await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

let db: Runner;
beforeAll(async () => {
  db = await openRunner();
  const before = readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith(".sql") && f < CHARGES)
    .sort();
  for (const file of before) for (const statement of statements(file)) await db.exec(statement);
}, 120_000);
afterAll(async () => db?.close());

const INVOICE = `series, financial_year, venue_id, owner_id, player_id, regime, supplier_name, supplier_trade_name,
  supplier_address, supplier_gstin, place_of_supply_code, place_of_supply, sac, buyer_name, service_date, slot, court_name`;
const invoiceOf = (seq: number, booking: number, date: string, total: number, paid: number) =>
  `('2', 2026, ${seq}, ${booking}, 1, 2, 1, 'unregistered', 'Ground', 'Ground', 'Road 1, Pune', null, null,
    'Maharashtra', '999652', 'Player', '${date}', 'morning', 'Main ground', ${total}, ${total}, 0, 0, 0, ${paid})`;

/** What the owner, the player and the tax office read: unchanged by the migration. */
async function figures() {
  return {
    orders: await db.rows(
      `select id, booking_id, user_id, provider, amount_paise, base_paise, add_ons_paise, gst_paise, total_paise,
         discount_paise, status, payment_id, parent_order_id from payment_orders order by id`,
    ),
    invoices: await db.rows(
      `select id, series, financial_year, sequence, booking_id, total_paise, paid_online_paise from invoices order by id`,
    ),
    creditNotes: await db.rows(
      `select id, series, financial_year, sequence, invoice_id, refund_id, booking_id, total_paise from credit_notes order by id`,
    ),
    debitNotes: await db.rows(
      `select id, series, financial_year, sequence, invoice_id, order_id, booking_id, total_paise from debit_notes order by id`,
    ),
    refunds: await db.rows(
      `select booking_id, sum(amount_paise)::int as refunded, count(*)::int as n from refunds group by booking_id order by booking_id`,
    ),
    payouts: await db.rows(
      `select p.id, p.gross_paise::int as gross, p.fee_paise::int as fee, p.refund_paise::int as refund,
         p.gst_paise::int as gst, p.net_paise::int as net, p.booking_count,
         (select sum(i.net_paise)::int from payout_items i where i.payout_id = p.id) as lines_net
       from payouts p order by p.id`,
    ),
    payoutItems: await db.rows(
      `select payout_id, booking_id, paid_paise, refund_paise, gst_paise, fee_paise, net_paise from payout_items order by id`,
    ),
  };
}

describe("migration 0038 on a database filled by today's code", () => {
  it("keeps every number and figure, and gives each charge its purpose, supplier and keys", async () => {
    await db.exec(`
      insert into users (id, username, full_name, email, password_hash, role) values
        (1, 'p', 'Player', 'p@x.in', 'x', 'player'), (2, 'o', 'Owner', 'o@x.in', 'x', 'owner'),
        (3, 't', 'Teammate', 't@x.in', 'x', 'player'), (4, 'o2', 'Other owner', 'o2@x.in', 'x', 'owner');
      insert into venues (id, owner_id, name, description, venue_type, address, city, state, postal_code,
        rescheduling_rules, cancellation_rules)
        values (1, 2, 'Ground', 'A ground', 'ground', 'Road 1', 'Pune', 'Maharashtra', '411001', 'r', 'c');
    `);
    const [court] = await db.rows<{ id: number }>("select id from courts where venue_id = 1 order by id limit 1");
    const c = court?.id;
    await db.exec(`
      insert into booking_series (id, user_id, venue_id, court_id, slot, weeks, discount_percent)
        values (1, 1, 1, ${c}, 'evening', 2, 10);
      insert into bookings (id, venue_id, court_id, user_id, date, slot, status, payment_status, base_paise, gst_paise,
        total_paise, pay_now_paise, series_id, reschedule_of, rescheduled_at, rescheduled_paid_paise, confirmed_at) values
        (1, 1, ${c}, 1, '2026-01-05', 'morning', 'completed', 'paid', 100000, 0, 100000, 100000, null, null, null, 0, now()),
        (2, 1, ${c}, 1, '2026-01-06', 'morning', 'cancelled', 'refunded', 100000, 0, 100000, 100000, null, null, null, 0, now()),
        (3, 1, ${c}, 1, '2026-01-07', 'evening', 'completed', 'paid', 90000, 0, 90000, 90000, 1, null, null, 0, now()),
        (4, 1, ${c}, 1, '2026-01-14', 'evening', 'completed', 'paid', 90000, 0, 90000, 90000, 1, null, null, 0, now()),
        (5, 1, ${c}, 1, '2026-01-09', 'night', 'completed', 'paid', 120000, 0, 120000, 120000, null, null, now(), 20000, now()),
        (8, 1, ${c}, 1, '2026-01-10', 'morning', 'completed', 'paid', 100000, 0, 100000, 100000, null, null, null, 0, now());
      -- The reschedule's holds: one paid in time (its order now names booking 5), one paid late.
      insert into bookings (id, venue_id, court_id, user_id, date, slot, status, payment_status, base_paise, gst_paise,
        total_paise, pay_now_paise, reschedule_of) values
        (6, 1, ${c}, 1, '2026-01-09', 'night', 'expired', 'pending', 120000, 0, 120000, 20000, 5),
        (7, 1, ${c}, 1, '2026-01-11', 'night', 'expired', 'pending', 120000, 0, 120000, 20000, 5);
      insert into payment_orders (id, booking_id, user_id, provider, amount_paise, base_paise, add_ons_paise, gst_paise,
        total_paise, add_ons, status, payment_id, parent_order_id, paid_at) values
        ('order_1', 1, 1, 'sandbox', 100000, 100000, 0, 0, 100000, '[]', 'paid', 'pay_1', null, now() - interval '9 days'),
        ('order_2', 2, 1, 'sandbox', 100000, 100000, 0, 0, 100000, '[]', 'paid', 'pay_2', null, now() - interval '9 days'),
        ('order_2b', 2, 1, 'sandbox', 100000, 100000, 0, 0, 100000, '[]', 'failed', null, null, null),
        ('order_3', 3, 1, 'sandbox', 90000, 90000, 0, 0, 90000, '[]', 'paid', 'pay_3', null, now() - interval '8 days'),
        ('order_3:2026-01-14', 4, 1, 'sandbox', 90000, 90000, 0, 0, 90000, '[]', 'paid', 'pay_3', 'order_3', now() - interval '8 days'),
        ('order_5', 5, 1, 'sandbox', 100000, 100000, 0, 0, 100000, '[]', 'paid', 'pay_5', null, now() - interval '7 days'),
        ('order_6', 5, 1, 'sandbox', 20000, 120000, 0, 0, 120000, '[]', 'paid', 'pay_6', null, now() - interval '6 days'),
        ('order_7', 7, 1, 'sandbox', 20000, 120000, 0, 0, 120000, '[]', 'refunded', 'pay_7', null, now() - interval '5 days'),
        ('order_8', 8, 1, 'sandbox', 100000, 100000, 0, 0, 100000, '[]', 'paid', 'pay_8', null, now() - interval '6 days'),
        ('order_9', 8, 3, 'sandbox', 50000, 100000, 0, 0, 100000, '[]', 'paid', 'pay_9', null, now() - interval '5 days');
      insert into splits (id, booking_id, organiser_id, token, shares, total_paise) values (1, 8, 1, 'tok', 2, 100000);
      insert into split_orders (order_id, split_id, user_id) values ('order_9', 1, 3);
      insert into refunds (id, payment_id, order_id, booking_id, amount_paise, paid_paise, reason, status,
        provider_refund_id, share_order_id) values
        (1, 'pay_2', 'order_2', 2, 100000, 100000, 'player_cancelled', 'processed', 'rfnd_1', null),
        (2, 'pay_7', 'order_7', 7, 20000, 20000, 'late_payment', 'pending', null, null),
        (3, 'pay_8', 'order_8', 8, 50000, 100000, 'split_share', 'processed', 'rfnd_3', 'order_9');
      insert into invoices (${INVOICE}, sequence, booking_id, total_paise, taxable_paise, cgst_paise, sgst_paise,
        igst_paise, paid_online_paise)
        select series, financial_year, venue_id, owner_id, player_id, regime, supplier_name, supplier_trade_name,
          supplier_address, supplier_gstin, place_of_supply_code, place_of_supply, sac, buyer_name, service_date::date,
          slot, court_name, sequence, booking_id, total, total, 0, 0, 0, paid
        from (values ${[
          invoiceOf(1, 1, "2026-01-05", 100000, 100000),
          invoiceOf(2, 2, "2026-01-06", 100000, 100000),
          invoiceOf(3, 3, "2026-01-07", 90000, 90000),
          invoiceOf(4, 4, "2026-01-14", 90000, 90000),
          invoiceOf(5, 5, "2026-01-09", 100000, 100000),
          invoiceOf(6, 8, "2026-01-10", 100000, 100000),
        ].join(", ")}) as v (series, financial_year, sequence, booking_id, venue_id, owner_id, player_id, regime,
          supplier_name, supplier_trade_name, supplier_address, supplier_gstin, place_of_supply_code, place_of_supply,
          sac, buyer_name, service_date, slot, court_name, total, x1, x2, x3, x4, paid);
      insert into credit_notes (series, financial_year, sequence, invoice_id, refund_id, booking_id, total_paise,
        taxable_paise, cgst_paise, sgst_paise, igst_paise)
        select '2', 2026, 1, i.id, 1, 2, 100000, 100000, 0, 0, 0 from invoices i where i.booking_id = 2;
      insert into debit_notes (series, financial_year, sequence, invoice_id, order_id, booking_id, service_date, slot,
        court_name, total_paise, taxable_paise, cgst_paise, sgst_paise, igst_paise)
        select '2', 2026, 1, i.id, 'order_6', 5, '2026-01-09', 'night', 'Main ground', 20000, 20000, 0, 0, 0
        from invoices i where i.booking_id = 5;
      insert into payout_runs (run_date, period_end) values ('2026-01-20', '2026-01-19');
      insert into payouts (id, owner_id, run_date, period_start, period_end, gross_paise, fee_paise, refund_paise,
        gst_paise, net_paise, booking_count)
        values (1, 2, '2026-01-20', '2026-01-13', '2026-01-19', 610000, 36800, 150000, 0, 423200, 6);
      insert into payout_items (payout_id, booking_id, paid_paise, refund_paise, gst_paise, fee_paise, net_paise) values
        (1, 1, 100000, 0, 0, 8000, 92000), (1, 2, 100000, 100000, 0, 0, 0), (1, 3, 90000, 0, 0, 7200, 82800),
        (1, 4, 90000, 0, 0, 7200, 82800), (1, 5, 120000, 0, 0, 9600, 110400), (1, 8, 110000, 50000, 0, 4800, 55200);
    `);
    const before = await figures();

    for (const statement of statements(CHARGES)) await db.exec(statement);

    expect(await figures()).toEqual(before);
    const charges = await db.rows<{ id: string; purpose: string; owner_id: number; subject_id: string | null }>(
      "select id, purpose, owner_id, subject_id from payment_orders order by id",
    );
    expect(charges).toEqual([
      { id: "order_1", purpose: "booking", owner_id: 2, subject_id: null },
      { id: "order_2", purpose: "booking", owner_id: 2, subject_id: null },
      { id: "order_2b", purpose: "booking", owner_id: 2, subject_id: null },
      { id: "order_3", purpose: "series", owner_id: 2, subject_id: null },
      { id: "order_3:2026-01-14", purpose: "series", owner_id: 2, subject_id: null },
      { id: "order_5", purpose: "booking", owner_id: 2, subject_id: null },
      { id: "order_6", purpose: "reschedule", owner_id: 2, subject_id: null },
      { id: "order_7", purpose: "reschedule", owner_id: 2, subject_id: null },
      { id: "order_8", purpose: "booking", owner_id: 2, subject_id: null },
      { id: "order_9", purpose: "split_share", owner_id: 2, subject_id: null },
    ]);
    // Each invoice and payout line names the charge that sold its booking; a credit note its refund's.
    expect(await db.rows("select booking_id, order_id from invoices order by booking_id")).toEqual([
      { booking_id: 1, order_id: "order_1" },
      { booking_id: 2, order_id: "order_2" },
      { booking_id: 3, order_id: "order_3" },
      { booking_id: 4, order_id: "order_3:2026-01-14" },
      { booking_id: 5, order_id: "order_5" },
      { booking_id: 8, order_id: "order_8" },
    ]);
    expect(await db.rows("select booking_id, order_id from payout_items order by booking_id")).toEqual([
      { booking_id: 1, order_id: "order_1" },
      { booking_id: 2, order_id: "order_2" },
      { booking_id: 3, order_id: "order_3" },
      { booking_id: 4, order_id: "order_3:2026-01-14" },
      { booking_id: 5, order_id: "order_5" },
      { booking_id: 8, order_id: "order_8" },
    ]);
    expect(await db.rows("select refund_id, order_id from credit_notes")).toEqual([
      { refund_id: 1, order_id: "order_2" },
    ]);

    // After it: a booking's charge that names no supplier gets its venue's owner; one that is not a
    // booking's must name its supplier and may not name a booking.
    await db.exec(`insert into payment_orders (id, booking_id, user_id, provider, amount_paise, base_paise, add_ons_paise,
      gst_paise, total_paise, add_ons) values ('order_10', 1, 1, 'sandbox', 100000, 100000, 0, 0, 100000, '[]')`);
    expect(await db.rows("select owner_id, purpose from payment_orders where id = 'order_10'")).toEqual([
      { owner_id: 2, purpose: "booking" },
    ]);
    await expect(
      db.exec(`insert into payment_orders (id, purpose, user_id, provider, amount_paise, base_paise, add_ons_paise,
        gst_paise, total_paise, add_ons) values ('order_11', 'credit_top_up', 1, 'sandbox', 200000, 200000, 0, 0, 200000, '[]')`),
    ).rejects.toThrow();
    await expect(
      db.exec(`insert into payment_orders (id, purpose, booking_id, owner_id, user_id, provider, amount_paise, base_paise,
        add_ons_paise, gst_paise, total_paise, add_ons)
        values ('order_12', 'credit_top_up', 1, 2, 1, 'sandbox', 200000, 200000, 0, 0, 200000, '[]')`),
    ).rejects.toThrow();
    await db.exec(`insert into payment_orders (id, purpose, subject_id, owner_id, user_id, provider, amount_paise,
      base_paise, add_ons_paise, gst_paise, total_paise, add_ons)
      values ('order_13', 'credit_top_up', 'pack:0', 4, 1, 'sandbox', 200000, 200000, 0, 0, 200000, '[]')`);
    expect(await db.rows("select owner_id, booking_id from payment_orders where id = 'order_13'")).toEqual([
      { owner_id: 4, booking_id: null },
    ]);
  });
});
