import { financialYearOf, invoiceAmounts, invoiceRegime, placeOfSupply, SAC_CODE, seriesOf } from "@crease/core";
import type { Db } from "../client";
import { creditNotes, invoiceCounters, invoices } from "../schema";
import { DEMO_REGISTERED_OWNER, type PlanBooking, type PlanUser, type PlanVenue } from "./demo-plan";
import { insertReturningIds, insertRows } from "./insert";

/**
 * The demo bookings' invoices and the credit notes of their refunds, as the live app would have
 * issued them (docs/product/invoices.md): numbered in each owner's series per financial year in
 * the order they were paid, then refunded, with the counters left at the last numbers. The first
 * demo owner has a GSTIN, so theirs are tax invoices; the second has none, so theirs are bills of
 * supply (decision 041).
 */
export async function seedInvoices(
  tx: Db,
  plan: { bookings: readonly PlanBooking[]; venues: readonly PlanVenue[]; users: readonly PlanUser[] },
  ids: {
    bookingId: (index: number) => number;
    venueId: (index: number) => number;
    idOf: (email: string) => number;
    courtName: (venueIndex: number) => string;
    /** The refund of a refunded booking (by its index in the plan). */
    refundId: (bookingIndex: number) => number;
  },
): Promise<number> {
  const names = new Map(plan.users.map((u) => [u.email, u.fullName]));
  const last = new Map<string, number>();
  const next = (kind: "invoice" | "credit_note", ownerId: number, at: Date) => {
    const series = seriesOf(ownerId);
    const financialYear = financialYearOf(at);
    const key = `${kind} ${series} ${financialYear}`;
    const sequence = (last.get(key) ?? 0) + 1;
    last.set(key, sequence);
    return { series, financialYear, sequence };
  };
  const paid = plan.bookings
    .map((b, index) => ({ b, index }))
    .sort((x, y) => x.b.confirmedAt.getTime() - y.b.confirmedAt.getTime() || x.index - y.index);
  const invoiceRows = paid.map(({ b, index }) => {
    const venue = plan.venues[b.venue] as PlanVenue;
    const gstin = venue.gstRatePercent > 0 ? DEMO_REGISTERED_OWNER.gstin : null;
    const place = placeOfSupply(venue.row, gstin);
    const regime = invoiceRegime(gstin, place);
    const amounts = invoiceAmounts(b.totalPaise, regime);
    const ownerId = ids.idOf(venue.ownerEmail);
    return {
      ...next("invoice", ownerId, b.confirmedAt),
      bookingId: ids.bookingId(index),
      venueId: ids.venueId(b.venue),
      ownerId,
      playerId: ids.idOf(b.userEmail),
      issuedAt: b.confirmedAt,
      regime,
      // As issue.ts names the supplier: the registered person (a UPI account: the owner), else the venue.
      supplierName: gstin ? (names.get(venue.ownerEmail) ?? venue.row.name) : venue.row.name,
      supplierTradeName: venue.row.name,
      supplierAddress: `${venue.row.address}, ${venue.row.city}, ${venue.row.state} ${venue.row.postalCode}`,
      supplierGstin: gstin,
      placeOfSupplyCode: place.code,
      placeOfSupply: place.name,
      sac: SAC_CODE,
      buyerName: names.get(b.userEmail) ?? "",
      serviceDate: b.date,
      slot: b.slot,
      courtName: ids.courtName(b.venue),
      ...amounts,
      paidOnlinePaise: b.payNowPaise,
    };
  });
  const invoiceIds = await insertReturningIds(tx, invoices, invoiceRows);

  const refunded = paid
    .map(({ b, index }, i) => ({
      b,
      index,
      regime: invoiceRows[i]?.regime ?? "unregistered",
      invoiceId: invoiceIds[i] as number,
      bookingId: invoiceRows[i]?.bookingId as number,
      ownerId: invoiceRows[i]?.ownerId as number,
    }))
    .filter(({ b }) => b.refundPaise > 0)
    .sort((x, y) => (x.b.cancelledAt?.getTime() ?? 0) - (y.b.cancelledAt?.getTime() ?? 0));
  await insertRows(
    tx,
    creditNotes,
    refunded.map(({ b, index, regime, invoiceId, bookingId, ownerId }) => {
      const at = b.cancelledAt ?? b.createdAt;
      return {
        ...next("credit_note", ownerId, at),
        invoiceId,
        refundId: ids.refundId(index),
        bookingId,
        issuedAt: at,
        ...invoiceAmounts(b.refundPaise, regime),
      };
    }),
  );
  await insertRows(
    tx,
    invoiceCounters,
    [...last].map(([key, lastNumber]) => {
      const [kind, series, year] = key.split(" ");
      return { kind: kind as string, series: series as string, financialYear: Number(year), lastNumber };
    }),
  );
  return invoiceRows.length;
}
