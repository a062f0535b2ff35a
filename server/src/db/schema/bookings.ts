import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { coupons } from "./coupons";
import { courts } from "./courts";
import { users } from "./users";
import { venues } from "./venues";

export interface BookedAddOn {
  /** The venue add-on's key; rows written before it was kept (and the demo's until issue 46) have only the name. */
  key?: string;
  name: string;
  pricePaise: number;
}

/**
 * A weekly booking (docs/product/weekly-slots.md): the same court and slot every week, booked in
 * one order; each date is a booking naming it, with its own price and share of the payment.
 */
export const bookingSeries = pgTable(
  "booking_series",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    venueId: integer("venue_id")
      .notNull()
      .references(() => venues.id),
    courtId: integer("court_id")
      .notNull()
      .references(() => courts.id),
    slot: text("slot").notNull(),
    /** The weeks asked for, skipped dates included; the discount the dates were priced at. */
    weeks: integer("weeks").notNull(),
    discountPercent: integer("discount_percent").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("booking_series_weeks_check", sql`${t.weeks} between 2 and 12`),
    check("booking_series_discount_check", sql`${t.discountPercent} between 0 and 50`),
    index("booking_series_user_idx").on(t.userId),
  ],
);

export const bookings = pgTable(
  "bookings",
  {
    id: serial("id").primaryKey(),
    venueId: integer("venue_id")
      .notNull()
      .references(() => venues.id),
    /** The court played on; the venue's only court when it has one (docs/product/courts.md). */
    courtId: integer("court_id")
      .notNull()
      .references(() => courts.id),
    /**
     * The player's account: always for online bookings; for a desk booking, the account whose
     * verified mobile matches the number the desk typed, else null (the player has no account).
     */
    userId: integer("user_id").references(() => users.id),
    /** `online` (checkout) or `desk` (made by the venue's front desk). */
    source: text("source").notNull().default("online"),
    /** A desk booking's player as the desk wrote them down (docs/product/front-desk.md). */
    playerName: text("player_name"),
    /** A desk booking's player's mobile, +91XXXXXXXXXX. */
    playerPhone: text("player_phone"),
    /**
     * Money taken at the venue (cash or UPI to the venue): a desk booking's price, or an online
     * booking's balance after its advance. Set once, by the `desk_book` or `mark_paid` move; never
     * part of an online payout (payouts read paid payment orders only).
     */
    paidAtVenuePaise: integer("paid_at_venue_paise").notNull().default(0),
    venuePaymentMethod: text("venue_payment_method"),
    venuePaidAt: timestamp("venue_paid_at", { withTimezone: true }),
    venuePaidBy: integer("venue_paid_by").references(() => users.id),
    /** The IST calendar date of the slot. */
    date: date("date", { mode: "string" }).notNull(),
    /** "morning" … "night" for grounds, "06:00-07:00" for nets and box cricket. */
    slot: text("slot").notNull(),
    status: text("status").notNull().default("held"),
    paymentStatus: text("payment_status").notNull().default("pending"),
    basePaise: integer("base_paise").notNull(),
    addOnsPaise: integer("add_ons_paise").notNull().default(0),
    gstPaise: integer("gst_paise").notNull(),
    totalPaise: integer("total_paise").notNull(),
    /** What is taken online: the total, or the venue's partial amount. */
    payNowPaise: integer("pay_now_paise").notNull(),
    /**
     * The part of `pay_now_paise` paid from the player's venue credit (docs/product/credit.md),
     * written by the statement that spends it; the rest was paid online.
     */
    paidWithCreditPaise: integer("paid_with_credit_paise").notNull().default(0),
    /**
     * The part of `paid_with_credit_paise` that was the credit's bonus, not money (docs/product/credit.md,
     * "Tax and money"): a discount at redemption, so the invoice's GST and Crease's fee leave it out.
     */
    creditBonusPaise: integer("credit_bonus_paise").notNull().default(0),
    addOns: jsonb("add_ons").$type<BookedAddOn[]>().notNull().default([]),
    /**
     * A coupon's discount off the taxable value (base + add-ons), before GST (docs/product/offers.md);
     * the paid order's, like every amount. `coupon_id` names the coupon (who bears it).
     */
    discountPaise: integer("discount_paise").notNull().default(0),
    couponId: integer("coupon_id").references((): AnyPgColumn => coupons.id),
    /**
     * Provider orders opened for this hold and the holds it continues (a checkout closed and
     * ordered again keeps its ten minutes and its count): at most MAX_ORDERS_PER_HOLD.
     */
    paymentAttempts: integer("payment_attempts").notNull().default(0),
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledBy: integer("cancelled_by").references(() => users.id),
    cancellationReason: text("cancellation_reason"),
    /**
     * Reschedule (docs/product/bookings.md#reschedule): when the player moved it, and where it was.
     * Set once by the `reschedule` move, whose condition `rescheduled_at is null` makes a second move
     * (or two at once) impossible.
     */
    rescheduledAt: timestamp("rescheduled_at", { withTimezone: true }),
    rescheduledFromDate: date("rescheduled_from_date", { mode: "string" }),
    rescheduledFromSlot: text("rescheduled_from_slot"),
    rescheduledFromCourtId: integer("rescheduled_from_court_id").references(() => courts.id),
    /** The difference paid online for a move to a dearer slot (its debit note's amount); null otherwise. */
    rescheduledPaidPaise: integer("rescheduled_paid_paise"),
    /**
     * On a hold only: the confirmed booking it would move to this slot once the price difference
     * is paid. Such a hold never becomes a booking of its own; its paid order moves that booking.
     */
    rescheduleOf: integer("reschedule_of").references((): AnyPgColumn => bookings.id),
    /** The weekly booking this date belongs to (docs/product/weekly-slots.md), else null. */
    seriesId: integer("series_id").references((): AnyPgColumn => bookingSeries.id),
    /**
     * Several hours in one booking (docs/product/bookings.md, decision 049): every row of it names
     * its lead, the first hour of the first court (the lead names itself); null for a booking of one
     * hour. One row per hour and court keeps the unique index and the overlap claims below exact.
     */
    partOf: integer("part_of").references((): AnyPgColumn => bookings.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "bookings_status_check",
      sql`${t.status} in ('held', 'confirmed', 'completed', 'cancelled', 'disputed', 'expired')`,
    ),
    check("bookings_payment_status_check", sql`${t.paymentStatus} in ('pending', 'paid', 'partial', 'refunded')`),
    check(
      "bookings_amounts_check",
      sql`${t.basePaise} >= 0 and ${t.addOnsPaise} >= 0 and ${t.gstPaise} >= 0 and ${t.discountPaise} >= 0 and ${t.discountPaise} <= ${t.basePaise} + ${t.addOnsPaise} and ${t.totalPaise} = ${t.basePaise} + ${t.addOnsPaise} - ${t.discountPaise} + ${t.gstPaise} and ${t.payNowPaise} > 0 and ${t.payNowPaise} <= ${t.totalPaise}`,
    ),
    check("bookings_source_check", sql`${t.source} in ('online', 'desk')`),
    check(
      "bookings_paid_with_credit_check",
      sql`${t.paidWithCreditPaise} >= 0 and ${t.paidWithCreditPaise} <= ${t.payNowPaise}`,
    ),
    check(
      "bookings_credit_bonus_check",
      sql`${t.creditBonusPaise} >= 0 and ${t.creditBonusPaise} <= ${t.paidWithCreditPaise}`,
    ),
    // An online booking is always some account's; a desk booking names its player at least.
    check(
      "bookings_player_check",
      sql`${t.userId} is not null or (${t.source} = 'desk' and ${t.playerName} is not null)`,
    ),
    check(
      "bookings_venue_payment_check",
      sql`${t.venuePaymentMethod} is null or ${t.venuePaymentMethod} in ('cash', 'upi')`,
    ),
    // What the venue collects never takes the booking past its total, with what was paid online.
    check(
      "bookings_paid_at_venue_check",
      sql`${t.paidAtVenuePaise} >= 0 and ${t.paidAtVenuePaise} <= ${t.totalPaise} - (case when ${t.source} = 'online' then ${t.payNowPaise} else 0 end)`,
    ),
    // The database itself makes double booking impossible: one live booking or hold per
    // court, date and slot (and, for courts that share space, court_overlap_claims below).
    // Cancelled and expired rows step aside.
    uniqueIndex("bookings_one_per_slot")
      .on(t.courtId, t.date, t.slot)
      .where(sql`${t.status} in ('held', 'confirmed', 'completed', 'disputed')`),
    index("bookings_user_idx").on(t.userId, t.createdAt),
    index("bookings_series_idx").on(t.seriesId).where(sql`${t.seriesId} is not null`),
    index("bookings_part_of_idx").on(t.partOf).where(sql`${t.partOf} is not null`),
    index("bookings_venue_date_idx").on(t.venueId, t.date),
    index("bookings_hold_expiry_idx").on(t.holdExpiresAt).where(sql`${t.status} = 'held'`),
    // The reminders job (every 10 minutes) reads confirmed bookings of a few days by date.
    index("bookings_confirmed_date_idx").on(t.date).where(sql`${t.status} = 'confirmed'`),
    // One pending move per booking: a second difference to pay replaces none, it is refused.
    uniqueIndex("bookings_one_reschedule_hold").on(t.rescheduleOf).where(sql`${t.status} = 'held'`),
  ],
);

/**
 * The shared space a live booking takes, kept by a trigger on bookings (migration 0018): one row
 * per overlapping pair its court is in. Two live bookings of overlapping courts at one slot would
 * write the same row, so the primary key refuses the second as `bookings_one_per_slot` refuses a
 * second booking of the same court. Courts without overlaps write nothing here.
 */
export const courtOverlapClaims = pgTable(
  "court_overlap_claims",
  {
    courtId: integer("court_id").notNull(),
    otherCourtId: integer("other_court_id").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    slot: text("slot").notNull(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ name: "court_overlap_claims_pkey", columns: [t.courtId, t.otherCourtId, t.date, t.slot] }),
    index("court_overlap_claims_booking_idx").on(t.bookingId),
  ],
);

/** The purposes a booking is their subject of: the booking's own confirmation settles them. */
export const BOOKING_PURPOSES_SQL = sql.raw(`('booking', 'series', 'reschedule', 'split_share')`);

/**
 * A charge (decision 044, docs/product/payments-and-refunds.md): what one payer is asked to pay
 * for one purpose, with one provider order (Razorpay protocol). The table keeps its first name,
 * `payment_orders`: every reader of a booking's payments and every refund names it.
 */
export const paymentOrders = pgTable(
  "payment_orders",
  {
    id: text("id").primaryKey(),
    /**
     * What is paid for (payments/charges.ts `ChargePurpose`). Next: pass, membership, entry fee,
     * open-game spot, each with its handler.
     */
    purpose: text("purpose").notNull().default("booking"),
    /** The booking paid for (booking purposes); null for a charge whose subject is not a booking. */
    bookingId: integer("booking_id").references(() => bookings.id),
    /** The subject of a charge that is not a booking (its purpose says what the id names). */
    subjectId: text("subject_id"),
    /**
     * The supplier: the owner of the booking's venue, or the owner whose credit is bought. A
     * booking's charge may leave it out (0): the trigger `payment_orders_owner` (migration 0038)
     * writes its venue's owner, so a booking's charge never names another supplier.
     */
    ownerId: integer("owner_id")
      .notNull()
      .default(0)
      .references(() => users.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    provider: text("provider").notNull(),
    /** What the order collects now: the booking's pay-now amount at the price below. */
    amountPaise: integer("amount_paise").notNull(),
    // The price the order was opened at. A paid order's price becomes its booking's: what is
    // paid is what is booked, whatever else the player ordered for the same hold.
    basePaise: integer("base_paise").notNull(),
    addOnsPaise: integer("add_ons_paise").notNull(),
    gstPaise: integer("gst_paise").notNull(),
    totalPaise: integer("total_paise").notNull(),
    addOns: jsonb("add_ons").$type<BookedAddOn[]>().notNull(),
    /** The coupon's discount this order was priced with (off the taxable value, before GST). */
    discountPaise: integer("discount_paise").notNull().default(0),
    couponId: integer("coupon_id").references((): AnyPgColumn => coupons.id),
    currency: text("currency").notNull().default("INR"),
    status: text("status").notNull().default("created"),
    paymentId: text("payment_id"),
    /**
     * A weekly booking's order is one provider order for several bookings: the row the provider
     * knows (its id handed out, this null) holds the first date, and one row per other date names
     * it here, with that date's price and share of the payment, so what each booking was paid and
     * refunded reads as for any booking. Such a row is never handed out nor paid on its own.
     */
    parentOrderId: text("parent_order_id").references((): AnyPgColumn => paymentOrders.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    // refunded: paid after its hold ran out and the slot went to someone else, so given back.
    check("payment_orders_status_check", sql`${t.status} in ('created', 'paid', 'failed', 'refunded')`),
    check(
      "payment_orders_amount_check",
      sql`${t.amountPaise} > 0 and ${t.amountPaise} <= ${t.totalPaise} and ${t.discountPaise} >= 0 and ${t.discountPaise} <= ${t.basePaise} + ${t.addOnsPaise} and ${t.totalPaise} = ${t.basePaise} + ${t.addOnsPaise} - ${t.discountPaise} + ${t.gstPaise}`,
    ),
    check(
      "payment_orders_purpose_check",
      sql`${t.purpose} in ('booking', 'series', 'reschedule', 'split_share', 'credit_top_up')`,
    ),
    // A booking's purposes always name their booking; the others their subject instead.
    check(
      "payment_orders_subject_check",
      sql`(${t.purpose} in ${BOOKING_PURPOSES_SQL}) = (${t.bookingId} is not null)`,
    ),
    index("payment_orders_booking_idx").on(t.bookingId),
    index("payment_orders_owner_idx").on(t.ownerId, t.purpose),
    // One payment pays one provider order; a weekly booking's date rows carry its payment too.
    uniqueIndex("payment_orders_payment_id_unique").on(t.paymentId).where(sql`${t.parentOrderId} is null`),
    index("payment_orders_parent_idx").on(t.parentOrderId).where(sql`${t.parentOrderId} is not null`),
  ],
);

/**
 * At most one refund per captured payment, and one more for a reschedule's difference, enforced by
 * the unique index on the payment id (docs/SECURITY.md); their sum never exceeds the payment:
 * written as pending in the same statement or transaction that decides it, then handed to the
 * provider by a `refund` job until the provider accepts. The booking's refund amount and status
 * are read from here.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: serial("id").primaryKey(),
    paymentId: text("payment_id").notNull(),
    orderId: text("order_id")
      .notNull()
      .references(() => paymentOrders.id),
    /** The booking refunded; null for a charge that is not a booking's (its `order_id` says which). */
    bookingId: integer("booking_id").references(() => bookings.id),
    amountPaise: integer("amount_paise").notNull(),
    /** What the payment took: the refund can never exceed it. */
    paidPaise: integer("paid_paise").notNull(),
    reason: text("reason").notNull(),
    status: text("status").notNull().default("pending"),
    providerRefundId: text("provider_refund_id"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    /**
     * A `split_share` refund: the teammate's paid share order it gives back to the organiser's
     * payment for; unique, so each share is refunded once (decision 038).
     */
    shareOrderId: text("share_order_id")
      .unique("refunds_share_order_once")
      .references((): AnyPgColumn => paymentOrders.id),
  },
  (t) => [
    check("refunds_amount_check", sql`${t.amountPaise} > 0 and ${t.amountPaise} <= ${t.paidPaise}`),
    check(
      "refunds_reason_check",
      sql`${t.reason} in ('player_cancelled', 'owner_cancelled', 'admin_cancelled', 'late_payment', 'duplicate_payment', 'rescheduled', 'split_share')`,
    ),
    // One refund per payment, and one more only for a reschedule to a cheaper slot (itself once
    // per booking): a payment kept after a move can still be refunded by a later cancellation.
    // A split's share refunds (one per teammate's share, `share_order_id`) are apart from that.
    // Once per payment and booking: a weekly booking's payment refunds each of its dates once.
    uniqueIndex("refunds_payment_once")
      .on(t.paymentId, t.bookingId, sql`(${t.reason} = 'rescheduled')`)
      .where(sql`${t.reason} <> 'split_share'`),
    // A charge that is not a booking's is refunded at most once per payment, as a booking is.
    uniqueIndex("refunds_charge_payment_once").on(t.paymentId, t.orderId).where(sql`${t.bookingId} is null`),
    check("refunds_share_order_check", sql`(${t.reason} = 'split_share') = (${t.shareOrderId} is not null)`),
    check("refunds_status_check", sql`${t.status} in ('pending', 'processed')`),
    check("refunds_processed_check", sql`(${t.status} = 'processed') = (${t.providerRefundId} is not null)`),
    index("refunds_booking_idx").on(t.bookingId),
    index("refunds_status_idx").on(t.status, t.createdAt),
  ],
);
