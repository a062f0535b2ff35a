import { addDays, hasSlotEnded, istToUtc, type LedgerAmounts, ledgerAmounts } from "@crease/core";
import type { TopUpEntry } from "./credit-repo";
import type { LedgerEntry } from "./repo";

// The payouts domain's sums over its rows: what a booking or an online top-up of venue credit
// still owes its owner, by core's `ledgerAmounts` (docs/product/payouts.md).

/**
 * What a booking still owes its owner: its ledger now (kept payment − its refunds, the GST in what
 * is kept on its own line, 8% of the rest as the fee) less what its payout lines already paid.
 * Negative (a clawback) when a refund came after the payout.
 */
export function outstanding(row: LedgerEntry): LedgerAmounts {
  const due = ledgerAmounts({
    paidPaise: row.paid,
    refundPaise: row.refund,
    gstPaise: row.gst,
    totalPaise: row.total,
    discountPaise: row.discount,
    discountBy: row.discountBy,
    creditPaise: row.credit,
    creditRefundPaise: row.creditRefund,
    creditBonusPaise: row.creditBonus,
    creditRefundBonusPaise: row.creditRefundBonus,
  });
  const gstPaise = due.gstPaise - row.settledGst;
  const netPaise = due.netPaise - row.settledNet;
  return {
    paidPaise: due.paidPaise - row.settledPaid,
    refundPaise: due.refundPaise - row.settledRefund,
    gstPaise,
    feePaise: due.feePaise - row.settledFee,
    earningsPaise: netPaise - gstPaise,
    netPaise,
    creditPaise: (due.creditPaise ?? 0) - row.settledCredit,
  };
}

/**
 * An online top-up's line (docs/product/payouts.md, "Venue credit"): the money is the owner's when
 * the credit is sold, with no GST and no fee (an advance: both fall when the credit is played).
 */
export function topUpAmounts(top: TopUpEntry): LedgerAmounts {
  const paid = top.paidPaise;
  return {
    paidPaise: paid,
    refundPaise: 0,
    gstPaise: 0,
    feePaise: 0,
    earningsPaise: paid,
    netPaise: paid,
    creditPaise: 0,
  };
}

export function sum(amounts: LedgerAmounts[]): Required<LedgerAmounts> {
  const total = {
    paidPaise: 0,
    refundPaise: 0,
    gstPaise: 0,
    feePaise: 0,
    earningsPaise: 0,
    netPaise: 0,
    creditPaise: 0,
  };
  for (const a of amounts) {
    total.paidPaise += a.paidPaise;
    total.refundPaise += a.refundPaise;
    total.gstPaise += a.gstPaise;
    total.feePaise += a.feePaise;
    total.earningsPaise += a.earningsPaise;
    total.netPaise += a.netPaise;
    total.creditPaise += a.creditPaise ?? 0;
  }
  return total;
}

export const isZero = (a: LedgerAmounts) =>
  a.paidPaise === 0 && a.refundPaise === 0 && a.netPaise === 0 && (a.creditPaise ?? 0) === 0;

/** The instant a period's last day (IST) ends: top-ups paid before it are in that period's run. */
export const endOfDay = (date: string) => istToUtc(addDays(date, 1), "00:00").toISOString();

/** A line a run pays: a booking's (`booking`) or an online top-up's (`topUp`), with what it pays. */
export type RunLine = { ownerId: number; date: string; amounts: LedgerAmounts } & (
  | { booking: LedgerEntry; topUp?: undefined }
  | { booking?: undefined; topUp: TopUpEntry }
);

/**
 * Which unpaid lines the run whose period ends on `periodEnd` pays, as things stand at `at` (one
 * rule for the Tuesday run and the owner's upcoming payout, docs/product/payouts.md): bookings
 * dated up to the period's end whose slot has been played, and online top-ups of venue credit paid
 * up to its end (no slot to wait for). The rest is `later`: `played` says whether it is owed yet
 * (a top-up always is; a booking once its slot has ended).
 */
export function runLines(
  bookings: LedgerEntry[],
  topUps: TopUpEntry[],
  periodEnd: string,
  at: Date,
): { due: RunLine[]; later: (RunLine & { played: boolean })[] } {
  const due: RunLine[] = [];
  const later: (RunLine & { played: boolean })[] = [];
  for (const booking of bookings) {
    const amounts = outstanding(booking);
    if (isZero(amounts)) continue;
    const played = hasSlotEnded(booking, at);
    const line = { ownerId: booking.ownerId, date: booking.date, amounts, booking };
    if (played && booking.date <= periodEnd) due.push(line);
    else later.push({ ...line, played });
  }
  for (const topUp of topUps) {
    const line = { ownerId: topUp.ownerId, date: topUp.date, amounts: topUpAmounts(topUp), topUp };
    if (topUp.date <= periodEnd) due.push(line);
    else later.push({ ...line, played: true });
  }
  return { due, later };
}
