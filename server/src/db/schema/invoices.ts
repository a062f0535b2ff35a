import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { bookings, paymentOrders, refunds } from "./bookings";
import { creditEntries } from "./credit";
import { users } from "./users";
import { venues } from "./venues";

/**
 * The last number given per document kind, series and financial year (docs/product/invoices.md,
 * decision 033). A series is the supplier's: the venue owner's account number, so each owner's
 * documents run 1, 2, 3… in their own year (`''` is the single series of the documents issued
 * before 2026-11-27, which keep their numbers). A number is taken by `insert … on conflict do update … returning` in the transaction
 * that issues the document: the row stays locked until it commits, and a rolled-back transaction
 * gives its number back, so the numbers have no gaps. Never a sequence (sequences leave gaps).
 */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    kind: text("kind").notNull(),
    series: text("series").notNull().default(""),
    /** The year the financial year starts (2026 for 2026-27). */
    financialYear: integer("financial_year").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.series, t.financialYear] }),
    // 'receipt': a top-up of venue credit's receipt (schema/receipts.ts), in the owner's series too.
    check("invoice_counters_kind_check", sql`${t.kind} in ('invoice', 'credit_note', 'debit_note', 'receipt')`),
    check("invoice_counters_number_check", sql`${t.lastNumber} > 0`),
  ],
);

/** The tax lines of a document: they add up to its total, and fit its regime. */
const amountChecks = (name: string, t: Record<string, unknown>) => [
  check(
    `${name}_amounts_check`,
    sql`${t.totalPaise} >= 0 and ${t.taxablePaise} >= 0 and ${t.cgstPaise} >= 0 and ${t.sgstPaise} >= 0
      and ${t.igstPaise} >= 0 and ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = ${t.totalPaise}`,
  ),
];

/**
 * A GST tax invoice (or, for a supplier not registered under GST, a bill of supply) of one paid
 * booking, issued in the transaction that confirms its payment. Everything printed on it is
 * frozen here at issue: later changes to the venue, the owner's account or the booking do not
 * change an issued invoice.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: serial("id").primaryKey(),
    /** The supplier's series (the owner's account number; `''` before 2026-11-27): invoice_counters. */
    series: text("series").notNull().default(""),
    financialYear: integer("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    /** The booking invoiced; null for a charge whose subject is not a booking (`order_id` names it). */
    bookingId: integer("booking_id")
      .unique()
      .references(() => bookings.id),
    /**
     * The charge invoiced (payment_orders): a booking's paid charge (none for a desk booking paid
     * at the venue), or the charge itself when it is not a booking's. At most one invoice each.
     */
    orderId: text("order_id")
      .unique("invoices_order_once")
      .references(() => paymentOrders.id),
    venueId: integer("venue_id")
      .notNull()
      .references(() => venues.id),
    /** The venue's owner at issue: whose invoices list holds it. */
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id),
    playerId: integer("player_id").references(() => users.id),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    regime: text("regime").notNull(),
    /** The registered person's name (GSTIN holders), else the venue's name. */
    supplierName: text("supplier_name").notNull(),
    supplierTradeName: text("supplier_trade_name").notNull(),
    supplierAddress: text("supplier_address").notNull(),
    supplierGstin: text("supplier_gstin"),
    placeOfSupplyCode: text("place_of_supply_code"),
    placeOfSupply: text("place_of_supply").notNull(),
    sac: text("sac").notNull(),
    buyerName: text("buyer_name").notNull(),
    serviceDate: date("service_date", { mode: "string" }).notNull(),
    slot: text("slot").notNull(),
    courtName: text("court_name").notNull(),
    totalPaise: bigint("total_paise", { mode: "number" }).notNull(),
    taxablePaise: bigint("taxable_paise", { mode: "number" }).notNull(),
    cgstPaise: bigint("cgst_paise", { mode: "number" }).notNull(),
    sgstPaise: bigint("sgst_paise", { mode: "number" }).notNull(),
    igstPaise: bigint("igst_paise", { mode: "number" }).notNull(),
    /** Taken online at checkout (an advance when the rest is due at the venue). */
    paidOnlinePaise: bigint("paid_online_paise", { mode: "number" }).notNull(),
    /** Paid from the player's venue credit with the venue's owner (docs/product/credit.md). */
    paidWithCreditPaise: bigint("paid_with_credit_paise", { mode: "number" }).notNull().default(0),
    /**
     * The bonus of the venue credit that paid, as a discount off the price before GST (docs/product/credit.md,
     * "Tax and money"): the price was taxable + this. Only money is consideration, so `paid_with_credit_paise`
     * is the credit's money part and `total_paise` the price less the bonus.
     */
    bonusDiscountPaise: bigint("bonus_discount_paise", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    unique("invoices_number").on(t.series, t.financialYear, t.sequence),
    index("invoices_owner_idx").on(t.ownerId, t.issuedAt),
    index("invoices_issued_idx").on(t.issuedAt),
    check("invoices_regime_check", sql`${t.regime} in ('intra_state', 'inter_state', 'unregistered')`),
    check(
      "invoices_regime_tax_check",
      sql`(${t.regime} = 'intra_state' and ${t.igstPaise} = 0 and ${t.supplierGstin} is not null)
        or (${t.regime} = 'inter_state' and ${t.cgstPaise} = 0 and ${t.sgstPaise} = 0 and ${t.supplierGstin} is not null)
        or (${t.regime} = 'unregistered' and ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = 0 and ${t.supplierGstin} is null)`,
    ),
    check("invoices_subject_check", sql`${t.bookingId} is not null or ${t.orderId} is not null`),
    check(
      "invoices_paid_check",
      sql`${t.paidOnlinePaise} >= 0 and ${t.paidWithCreditPaise} >= 0
        and ${t.paidOnlinePaise} + ${t.paidWithCreditPaise} > 0 and ${t.paidOnlinePaise} + ${t.paidWithCreditPaise} <= ${t.totalPaise}`,
    ),
    ...amountChecks("invoices", t),
  ],
);

/**
 * A credit note for the refund of an invoiced booking, issued in the transaction that records the
 * refund as sent; at most one per refund, and an invoice's notes together never above what was paid
 * online (the issuing statement sums them under the invoice's row lock: invoices/repo.ts).
 */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: serial("id").primaryKey(),
    /** The supplier's series (the owner's account number; `''` before 2026-11-27): invoice_counters. */
    series: text("series").notNull().default(""),
    financialYear: integer("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id),
    /** The refund sent to the original payment; null for a refund to venue credit (`credit_entry_id`). */
    refundId: integer("refund_id")
      .unique()
      .references(() => refunds.id),
    /** A cancellation's refund to venue credit (its `refund` entry): its money part went back. */
    creditEntryId: bigint("credit_entry_id", { mode: "number" })
      .unique("credit_notes_credit_entry_once")
      .references(() => creditEntries.id),
    /** The charge the refund gave back from (its refund's `order_id`). */
    orderId: text("order_id").references(() => paymentOrders.id),
    /** The booking; null for a charge that is not a booking's. */
    bookingId: integer("booking_id").references(() => bookings.id),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    totalPaise: bigint("total_paise", { mode: "number" }).notNull(),
    taxablePaise: bigint("taxable_paise", { mode: "number" }).notNull(),
    cgstPaise: bigint("cgst_paise", { mode: "number" }).notNull(),
    sgstPaise: bigint("sgst_paise", { mode: "number" }).notNull(),
    igstPaise: bigint("igst_paise", { mode: "number" }).notNull(),
  },
  (t) => [
    unique("credit_notes_number").on(t.series, t.financialYear, t.sequence),
    index("credit_notes_booking_idx").on(t.bookingId),
    index("credit_notes_invoice_idx").on(t.invoiceId),
    check("credit_notes_subject_check", sql`${t.bookingId} is not null or ${t.orderId} is not null`),
    check("credit_notes_positive_check", sql`${t.totalPaise} > 0`),
    check("credit_notes_refund_check", sql`(${t.refundId} is null) <> (${t.creditEntryId} is null)`),
    ...amountChecks("credit_notes", t),
  ],
);

/**
 * A debit note for a payment that raised an invoiced booking's value: the difference paid to move
 * it to a dearer slot (docs/product/bookings.md, "Reschedule"), issued in the transaction that
 * moves the booking, against the booking's invoice. At most one per payment order. It freezes the
 * slot the booking moved to: the invoice keeps the one first sold.
 */
export const debitNotes = pgTable(
  "debit_notes",
  {
    id: serial("id").primaryKey(),
    /** The supplier's series (the owner's account number; `''` before 2026-11-27): invoice_counters. */
    series: text("series").notNull().default(""),
    financialYear: integer("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id),
    orderId: text("order_id")
      .notNull()
      .unique()
      .references(() => paymentOrders.id),
    /** The booking; null for a charge that is not a booking's (`order_id` names it). */
    bookingId: integer("booking_id").references(() => bookings.id),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    serviceDate: date("service_date").notNull(),
    slot: text("slot").notNull(),
    courtName: text("court_name").notNull(),
    totalPaise: bigint("total_paise", { mode: "number" }).notNull(),
    taxablePaise: bigint("taxable_paise", { mode: "number" }).notNull(),
    cgstPaise: bigint("cgst_paise", { mode: "number" }).notNull(),
    sgstPaise: bigint("sgst_paise", { mode: "number" }).notNull(),
    igstPaise: bigint("igst_paise", { mode: "number" }).notNull(),
  },
  (t) => [
    unique("debit_notes_number").on(t.series, t.financialYear, t.sequence),
    index("debit_notes_invoice_idx").on(t.invoiceId),
    index("debit_notes_booking_idx").on(t.bookingId),
    check("debit_notes_positive_check", sql`${t.totalPaise} > 0`),
    ...amountChecks("debit_notes", t),
  ],
);
