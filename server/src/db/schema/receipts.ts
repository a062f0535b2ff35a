import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { creditEntries } from "./credit";
import { users } from "./users";
import { venues } from "./venues";

/**
 * The receipt of a top-up of venue credit (docs/product/credit.md, "Tax and money"): an advance
 * for services not yet supplied, so a receipt and not a tax invoice. One per paid online top-up
 * (its charge) and one per desk top-up (its entry), issued in the transaction that credits it.
 * Numbered in the owner's own series per financial year (invoice_counters, kind 'receipt'), and
 * frozen at issue like an invoice: later changes to the owner's account do not change it.
 */
export const creditReceipts = pgTable(
  "credit_receipts",
  {
    id: serial("id").primaryKey(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id),
    playerId: integer("player_id")
      .notNull()
      .references(() => users.id),
    series: text("series").notNull(),
    financialYear: integer("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    /** The online top-up's charge (payment_orders.id), or null for a desk top-up. */
    chargeId: text("charge_id"),
    /** The desk top-up's credit entry, or null for an online top-up. */
    creditEntryId: bigint("credit_entry_id", { mode: "number" }).references(() => creditEntries.id),
    /** Where the desk took the money (null online). */
    venueId: integer("venue_id").references(() => venues.id),
    /** 'online', or the desk's 'cash' or 'upi'. */
    method: text("method").notNull(),
    supplierName: text("supplier_name").notNull(),
    supplierGstin: text("supplier_gstin"),
    buyerName: text("buyer_name").notNull(),
    /** What was paid, the credit given for it, and the bonus in it (credit - paid). */
    paidPaise: integer("paid_paise").notNull(),
    creditPaise: integer("credit_paise").notNull(),
    bonusPaise: integer("bonus_paise").notNull().default(0),
  },
  (t) => [
    unique("credit_receipts_number_unique").on(t.series, t.financialYear, t.sequence),
    uniqueIndex("credit_receipts_one_per_charge").on(t.chargeId).where(sql`${t.chargeId} is not null`),
    uniqueIndex("credit_receipts_one_per_entry").on(t.creditEntryId).where(sql`${t.creditEntryId} is not null`),
    index("credit_receipts_player_idx").on(t.playerId, t.issuedAt),
    index("credit_receipts_owner_idx").on(t.ownerId, t.issuedAt),
    check(
      "credit_receipts_subject_check",
      sql`(${t.chargeId} is not null and ${t.creditEntryId} is null and ${t.method} = 'online')
        or (${t.chargeId} is null and ${t.creditEntryId} is not null and ${t.method} in ('cash', 'upi'))`,
    ),
    check(
      "credit_receipts_amounts_check",
      sql`${t.paidPaise} > 0 and ${t.bonusPaise} >= 0 and ${t.creditPaise} = ${t.paidPaise} + ${t.bonusPaise}`,
    ),
  ],
);
