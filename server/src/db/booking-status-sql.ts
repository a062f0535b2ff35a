import {
  BOOKING_MOVES,
  BOOKING_STATUSES,
  type BookingMove,
  type BookingStatus,
  LIVE_STATUSES,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from "@crease/core";
import { type SQL, sql } from "drizzle-orm";

/**
 * The one module where booking and payment statuses become SQL (scripts/check-status-literals.mjs
 * refuses status literals in any other server SQL). Statuses come from core's constants and each
 * move's conditions from core's lifecycle table (BOOKING_MOVES), so the table alone decides which
 * status goes where. They are written as SQL literals, not parameters: a parameter would hide the
 * status from the planner, and partial indexes (`bookings_hold_expiry_idx where status = 'held'`,
 * `bookings_one_per_slot`) are used only when the query names the status itself.
 */

/** The payment orders' statuses (payment_orders.status; the bookings domain owns those rows). */
export const ORDER_STATUSES = ["created", "paid", "failed", "refunded"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const KNOWN: ReadonlySet<string> = new Set([...BOOKING_STATUSES, ...PAYMENT_STATUSES, ...ORDER_STATUSES]);

/** A known status as a quoted SQL literal; anything else is a programming error. */
function quoted(status: string): string {
  if (!KNOWN.has(status)) throw new Error(`Unknown status ${JSON.stringify(status)}`);
  return `'${status}'`;
}

/** `column = 'a'`, or `column in ('a', 'b')` for several (one status stays a plain `=`). */
function isIn(column: SQL, statuses: readonly string[]): SQL {
  if (statuses.length === 0) throw new Error("A status condition needs at least one status");
  const list = statuses.map(quoted);
  return list.length === 1
    ? sql`${column} = ${sql.raw(list[0] as string)}`
    : sql`${column} in (${sql.raw(list.join(", "))})`;
}

/** A booking status as an SQL literal (a value to select or compare with). */
export const bookingStatus = (status: BookingStatus): SQL => sql.raw(quoted(status));

/** A payment status as an SQL literal. */
export const paymentStatus = (status: PaymentStatus): SQL => sql.raw(quoted(status));

/** A payment order's status as an SQL literal. */
export const orderStatus = (status: OrderStatus): SQL => sql.raw(quoted(status));

/** `column` is one of these booking statuses (for reading: lists, counts, joins). */
export const statusIn = (column: SQL, ...statuses: BookingStatus[]): SQL => isIn(column, statuses);

/** `column` is none of these booking statuses. */
export const statusNotIn = (column: SQL, ...statuses: BookingStatus[]): SQL =>
  sql`${column} not in (${sql.raw(statuses.map(quoted).join(", "))})`;

/** `column` is one of these payment orders' statuses. */
export const orderStatusIn = (column: SQL, ...statuses: OrderStatus[]): SQL => isIn(column, statuses);

/** `column` is a live status: the booking occupies its slot (the unique index's list). */
export const isLive = (column: SQL): SQL => isIn(column, LIVE_STATUSES);

/**
 * The SQL of one move of the lifecycle table, checked against it: `from` is the condition a
 * booking must meet to make it (status, and payment status when the move has that axis), `to` the
 * status it sets; `paymentTo(s)` the payment status it sets, refused unless the table allows it.
 * `only` narrows `from` to some of the table's statuses (an owner cancels only confirmed
 * bookings); a status the table does not start the move from is refused.
 */
export function moveSql(
  move: BookingMove,
  options: { column?: SQL; paymentColumn?: SQL; only?: BookingStatus[] } = {},
) {
  const rule = BOOKING_MOVES[move];
  if (!rule) throw new Error(`Unknown booking move ${JSON.stringify(move)}`);
  const column = options.column ?? sql`status`;
  const paymentColumn = options.paymentColumn ?? sql`payment_status`;
  const starts: readonly BookingStatus[] = rule.from ?? [];
  for (const status of options.only ?? []) {
    if (!starts.includes(status)) throw new Error(`The move ${move} does not start from ${status}`);
  }
  const payment = "payment" in rule ? rule.payment : undefined;
  const fromStatuses = options.only ?? starts;
  const conditions: SQL[] = fromStatuses.length > 0 ? [isIn(column, fromStatuses)] : [];
  if (payment?.from) conditions.push(isIn(paymentColumn, payment.from));
  return {
    /** The condition to make the move (`true` for the move that creates a booking). */
    from: conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`,
    /** The status it sets (the column itself for a move that leaves the status alone). */
    to: rule.to === "unchanged" ? column : bookingStatus(rule.to),
    paymentTo(status: PaymentStatus): SQL {
      if (!(payment?.to as readonly PaymentStatus[] | undefined)?.includes(status)) {
        throw new Error(`The move ${move} does not set the payment status ${status}`);
      }
      return paymentStatus(status);
    },
  };
}

/**
 * The booking (table alias `alias`) holds its slot now: a live status, a hold only until it runs
 * out (the timer that expires holds may not have run yet).
 */
export function occupiesSlot(alias: string): SQL {
  if (!/^[a-z_]+$/.test(alias)) throw new Error(`Bad table alias ${JSON.stringify(alias)}`);
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  const settled = LIVE_STATUSES.filter((status) => status !== "held");
  return sql`(${isIn(column("status"), settled)} or (${isIn(column("status"), ["held"])} and ${column("hold_expires_at")} > now()))`;
}
