import { BOOKING_MOVES, BOOKING_STATUSES, type BookingMove, LIVE_STATUSES, PAYMENT_STATUSES } from "@crease/core";
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moveSql } from "../src/db/booking-status-sql";
import type { Database } from "../src/db/client";
import { queryRows } from "../src/db/rows";
import { openTestDatabase } from "./app";

const dialect = new PgDialect();
const text = (query: ReturnType<typeof sql>) => dialect.sqlToQuery(query).sql;
const quotedIn = (definition: string) => [...definition.matchAll(/'(\w+)'/g)].map((m) => m[1]);

describe("the SQL of each move comes from core's lifecycle table", () => {
  it("starts each move from exactly the table's statuses and sets the table's status", () => {
    for (const [move, rule] of Object.entries(BOOKING_MOVES)) {
      const { from, to } = moveSql(move as BookingMove);
      const starts = quotedIn(text(from)).filter((s) => (BOOKING_STATUSES as readonly string[]).includes(s ?? ""));
      expect(starts, move).toEqual([...(rule.from ?? [])]);
      // A payment-only move (mark_paid) sets the status column to itself.
      expect(text(to), move).toBe(rule.to === "unchanged" ? "status" : `'${rule.to}'`);
    }
    expect(text(moveSql("refund").from)).toBe("status = 'cancelled' and payment_status in ('paid', 'partial')");
  });

  it("refuses a start or a payment status the table does not give the move", () => {
    expect(() => moveSql("complete", { only: ["completed"] })).toThrow("does not start from completed");
    expect(() => moveSql("expire").paymentTo("paid")).toThrow("does not set the payment status paid");
    expect(() => moveSql("refund").paymentTo("paid")).toThrow("does not set the payment status paid");
    expect(() => moveSql("nudge" as BookingMove)).toThrow("Unknown booking move");
  });
});

describe("the database agrees with core's status lists", () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(async () => drop());

  it("indexes one live booking per slot over exactly LIVE_STATUSES", async () => {
    const [index] = await queryRows<{ indexdef: string }>(
      database.db,
      sql`select indexdef from pg_indexes where indexname = 'bookings_one_per_slot'`,
    );
    expect(quotedIn(index?.indexdef ?? "").sort()).toEqual([...LIVE_STATUSES].sort());
  });

  it("checks statuses and payment statuses against core's lists", async () => {
    const checks = await queryRows<{ name: string; definition: string }>(
      database.db,
      sql`select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
          where conname in ('bookings_status_check', 'bookings_payment_status_check') order by conname`,
    );
    const byName = Object.fromEntries(checks.map((c) => [c.name, quotedIn(c.definition).sort()]));
    expect(byName.bookings_status_check).toEqual([...BOOKING_STATUSES].sort());
    expect(byName.bookings_payment_status_check).toEqual([...PAYMENT_STATUSES].sort());
  });
});
