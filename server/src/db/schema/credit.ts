import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { bookings } from "./bookings";
import { users } from "./users";
import { venues } from "./venues";

/** One top-up pack as the owner sells it, in paise: pay this, get that (get >= pay). */
export interface CreditPackPaise {
  payPaise: number;
  getPaise: number;
}

/**
 * An owner's venue credit offer (docs/product/credit.md): whether their venues sell credit, the
 * packs, and how many months credit lasts after the last top-up (null: it does not expire).
 */
export const creditOffers = pgTable(
  "credit_offers",
  {
    ownerId: integer("owner_id")
      .primaryKey()
      .references(() => users.id),
    enabled: boolean("enabled").notNull().default(false),
    packs: jsonb("packs").$type<CreditPackPaise[]>().notNull().default([]),
    expiryMonths: integer("expiry_months"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("credit_offers_expiry_check", sql`${t.expiryMonths} is null or ${t.expiryMonths} between 1 and 60`)],
);

/**
 * A player's credit with one owner: the sum of that pair's entries, kept in the same transaction
 * as each entry. The CHECK is the last word on overspending: two spends at once cannot both take
 * the same rupees, whatever the code above does.
 */
export const creditBalances = pgTable(
  "credit_balances",
  {
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    balancePaise: integer("balance_paise").notNull().default(0),
    /**
     * The part of the balance that is money paid (top-ups online and at the desk, money refunded);
     * the rest is bonus. Each spend takes money in proportion (core's `creditMoneyPart`).
     */
    moneyPaise: integer("money_paise").notNull().default(0),
    /** When what is left expires (now + the offer's months at each top-up); null: never. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "credit_balances_pkey", columns: [t.ownerId, t.userId] }),
    check("credit_balances_balance_check", sql`${t.balancePaise} >= 0`),
    check("credit_balances_money_check", sql`${t.moneyPaise} >= 0 and ${t.moneyPaise} <= ${t.balancePaise}`),
    index("credit_balances_user_idx").on(t.userId),
    index("credit_balances_expiry_idx").on(t.expiresAt).where(sql`${t.balancePaise} > 0`),
  ],
);

/**
 * Every movement of a player's credit with an owner, never updated: `amount_paise` is signed
 * (top-ups, bonuses and refunds add; spends and expiry take). A booking spends at most once and is
 * given back at most once (the unique indexes), so a retried or raced request cannot do either twice.
 */
export const creditEntries = pgTable(
  "credit_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    kind: text("kind").notNull(),
    amountPaise: integer("amount_paise").notNull(),
    /** The money part of `amount_paise`, signed like it (a bonus has none): the balance's `money_paise` moves by it. */
    moneyPaise: integer("money_paise").notNull().default(0),
    bookingId: integer("booking_id").references(() => bookings.id),
    /** The online top-up's charge (payments' id), for top_up and bonus entries paid online. */
    chargeId: text("charge_id"),
    /** A desk top-up: the venue, the staff member who took the money, and how (cash or UPI). */
    venueId: integer("venue_id").references(() => venues.id),
    recordedBy: integer("recorded_by").references(() => users.id),
    method: text("method"),
    /**
     * A `refund` of a cheaper slot's difference when the booking moved (docs/product/bookings.md#reschedule):
     * once per booking, apart from its cancellation's refund, which may still follow.
     */
    reschedule: boolean("reschedule").notNull().default(false),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "credit_entries_kind_check",
      sql`${t.kind} in ('top_up', 'bonus', 'spend', 'refund', 'expiry', 'desk_top_up')`,
    ),
    check(
      "credit_entries_sign_check",
      sql`(${t.kind} in ('spend', 'expiry') and ${t.amountPaise} < 0) or (${t.kind} not in ('spend', 'expiry') and ${t.amountPaise} > 0)`,
    ),
    check(
      "credit_entries_money_check",
      sql`(${t.amountPaise} > 0 and ${t.moneyPaise} between 0 and ${t.amountPaise}) or (${t.amountPaise} < 0 and ${t.moneyPaise} between ${t.amountPaise} and 0)`,
    ),
    check("credit_entries_method_check", sql`${t.method} is null or ${t.method} in ('cash', 'upi')`),
    check(
      "credit_entries_desk_check",
      sql`${t.kind} <> 'desk_top_up' or (${t.venueId} is not null and ${t.recordedBy} is not null and ${t.method} is not null)`,
    ),
    index("credit_entries_pair_idx").on(t.ownerId, t.userId, t.at),
    uniqueIndex("credit_entries_one_spend").on(t.bookingId).where(sql`${t.kind} = 'spend'`),
    uniqueIndex("credit_entries_one_refund").on(t.bookingId).where(sql`${t.kind} = 'refund' and not ${t.reschedule}`),
    uniqueIndex("credit_entries_one_reschedule_refund")
      .on(t.bookingId)
      .where(sql`${t.kind} = 'refund' and ${t.reschedule}`),
    // A paid top-up credits once, whoever tells us first (verify or webhook).
    uniqueIndex("credit_entries_one_top_up").on(t.chargeId, t.kind).where(sql`${t.chargeId} is not null`),
  ],
);
