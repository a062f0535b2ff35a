import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "./client";

// Migration 0026 starts counting reminders per booking and kind: the day-before reminders sent
// before it count as the 24 h ones, so nobody gets a second one the day the new job starts.
const statements = (file: string) =>
  readFileSync(path.join(MIGRATIONS_DIR, file), "utf8")
    .split("--> statement-breakpoint")
    .filter((s) => s.trim());
const REMINDERS = "0026_reminders_and_calendar_feeds.sql";

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create({ extensions: { pg_trgm } });
  const before = readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith(".sql") && f < REMINDERS)
    .sort();
  for (const file of before) for (const statement of statements(file)) await db.exec(statement);
});
afterAll(async () => db?.close());

describe("migration 0026 on a database with day-before reminders sent", () => {
  it("records each reminded booking's 24 h reminder once, and nothing for the others", async () => {
    await db.exec(`
      insert into users (id, username, full_name, email, password_hash, role) values
        (1, 'p', 'Player', 'p@x.in', 'x', 'player'), (2, 'o', 'Owner', 'o@x.in', 'x', 'owner');
      insert into venues (id, owner_id, name, description, venue_type, address, city, state, postal_code,
        rescheduling_rules, cancellation_rules)
        values (1, 2, 'Ground', 'A ground', 'ground', 'Road 1', 'Pune', 'Maharashtra', '411001', 'r', 'c');
    `);
    const court = await db.query<{ id: number }>("select id from courts where venue_id = 1 limit 1");
    const courtId =
      court.rows[0]?.id ??
      (await db.query<{ id: number }>("insert into courts (venue_id, name) values (1, 'Main ground') returning id"))
        .rows[0]?.id;
    await db.exec(`
      insert into bookings (id, venue_id, court_id, user_id, date, slot, status, payment_status, base_paise, gst_paise,
        total_paise, pay_now_paise) values
        (1, 1, ${courtId}, 1, '2026-01-05', 'morning', 'confirmed', 'paid', 100000, 18000, 118000, 118000),
        (2, 1, ${courtId}, 1, '2026-01-06', 'morning', 'confirmed', 'paid', 100000, 18000, 118000, 118000);
      insert into notifications (user_id, type, title, message, data) values
        (1, 'booking_reminder', 'Your game is tomorrow', 'Ground', '{"bookingId": 1, "date": "2026-01-05"}'),
        (1, 'booking_reminder', 'Your game is tomorrow', 'Ground', '{"bookingId": 1, "date": "2026-01-05"}'),
        (1, 'booking_confirmed', 'Booking confirmed', 'Ground', '{"bookingId": 2}');
    `);
    for (const statement of statements(REMINDERS)) await db.exec(statement);
    const rows = await db.query("select booking_id, kind from booking_reminders order by booking_id");
    expect(rows.rows).toEqual([{ booking_id: 1, kind: "24h" }]);
  });
});
