import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import { BOOKING_SELECT, type BookingRecord, type BookingRow, bookingOf } from "./record";

/**
 * A booking of several hours read as ONE booking (decision 049): its rows (one per hour and court)
 * are stored apart so the database refuses a double booking of any hour, and every read that
 * shows it to a person shows the lead row with all its slots, courts and summed amounts.
 */

/** The list filter: a booking of one hour, or the lead of several (never an hour's own row). */
export const ONE_ROW_PER_BOOKING: SQL = sql`(bk.part_of is null or bk.part_of = bk.id)`;

const REFUND_ORDER = ["none", "processed", "failed", "pending"] as const;

/** The lead with its other rows: every slot and court, the money summed, played until its last hour ends. */
export function mergeHours(lead: BookingRecord, parts: readonly BookingRecord[]): BookingRecord {
  if (parts.length === 0) return lead;
  const rows = [lead, ...parts];
  const sum = (pick: (b: BookingRecord) => number) => rows.reduce((total, b) => total + pick(b), 0);
  const byStart = [...rows].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const slots = [...new Set(byStart.map((b) => b.slot))];
  const courtIds = [lead.courtId, ...[...new Set(parts.map((b) => b.courtId))].filter((id) => id !== lead.courtId)];
  // Pending while any hour's refund is: the booking's refund is done when all of it is.
  const refundStatus = rows
    .map((b) => b.refundStatus)
    .reduce((worst, s) => (REFUND_ORDER.indexOf(s) > REFUND_ORDER.indexOf(worst) ? s : worst), lead.refundStatus);
  return {
    ...lead,
    slots,
    courtIds,
    startsAt: byStart[0]?.startsAt ?? lead.startsAt,
    endsAt: byStart.reduce((end, b) => (b.endsAt > end ? b.endsAt : end), lead.endsAt),
    basePaise: sum((b) => b.basePaise),
    addOnsPaise: sum((b) => b.addOnsPaise),
    discountPaise: sum((b) => b.discountPaise),
    gstPaise: sum((b) => b.gstPaise),
    totalPaise: sum((b) => b.totalPaise),
    payNowPaise: sum((b) => b.payNowPaise),
    paidWithCreditPaise: sum((b) => b.paidWithCreditPaise),
    creditBonusPaise: sum((b) => b.creditBonusPaise),
    paidAtVenuePaise: sum((b) => b.paidAtVenuePaise),
    refundPaise: sum((b) => b.refundPaise),
    refundStatus,
  };
}

/** The other rows of these leads, by lead. One query, only when a lead is among them. */
export async function partsOf(db: Db, leadIds: readonly number[]): Promise<Map<number, BookingRecord[]>> {
  const byLead = new Map<number, BookingRecord[]>();
  if (leadIds.length === 0) return byLead;
  const rows = await queryRows<BookingRow>(
    db,
    sql`${BOOKING_SELECT} where bk.part_of in (${sql.join(
      leadIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and bk.id <> bk.part_of order by bk.id`,
  );
  for (const row of rows.map(bookingOf)) {
    const lead = row.partOf as number;
    byLead.set(lead, [...(byLead.get(lead) ?? []), row]);
  }
  return byLead;
}

/** Each lead of several hours merged with its other rows; every other booking as it is. */
export async function withHours(db: Db, records: BookingRecord[]): Promise<BookingRecord[]> {
  const leads = records.filter((r) => r.partOf !== null && r.partOf === r.id).map((r) => r.id);
  const parts = await partsOf(db, leads);
  return records.map((r) => (parts.has(r.id) ? mergeHours(r, parts.get(r.id) ?? []) : r));
}
