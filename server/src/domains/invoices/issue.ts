import {
  invoiceAmounts,
  invoiceAmountsWithBonus,
  invoiceRegime,
  placeOfSupply,
  pricedGstRatePercent,
  SAC_CODE,
  seriesOf,
} from "@crease/core";
import type { SQL } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { unsealAccount } from "../payouts/account-seal";
import { creditPaidInvoicesRepo } from "./credit-paid";
import { type InvoiceIssue, invoicesRepo, issueInvoiceSql, type OrderSupplierRow } from "./repo";

/**
 * What an invoice says of its supplier, from the venue and its owner's payout account as they are
 * at issue (docs/product/invoices.md): a GSTIN on the account makes it a tax invoice in the
 * registered person's name (the bank account holder's, else the account's own name) trading as
 * the venue; without one it is a bill of supply in the venue's name. `gstin` is the GSTIN the
 * document shows: null for an order priced without GST (`documentGstinOf`).
 */
export function invoiceIssueOf(row: OrderSupplierRow, gstin: string | null): InvoiceIssue {
  const place = placeOfSupply({ state: row.state, city: row.city }, gstin);
  const regime = invoiceRegime(gstin, place);
  const address = [row.address, row.city, [row.state, row.postalCode].filter(Boolean).join(" ")]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(", ");
  return {
    series: seriesOf(row.ownerId),
    regime,
    supplierName: gstin ? (row.holderName ?? row.ownerName) : row.venueName,
    supplierTradeName: row.venueName,
    supplierAddress: address,
    supplierGstin: gstin,
    placeOfSupplyCode: place.code,
    placeOfSupply: place.name,
    sac: SAC_CODE,
    // Venue credit's bonus is a discount at redemption: the invoice is of the money (docs/product/credit.md).
    amounts: row.parts.map((part) => ({
      bookingId: part.bookingId,
      amounts: invoiceAmountsWithBonus(part.totalPaise, part.bonusPaise ?? 0, regime),
    })),
  };
}

/**
 * The GSTIN an order's document shows (decision 041): the owner's, when the order was priced with
 * GST; none when it was priced without (the owner had no GSTIN at hold time, registered or not
 * now), so its document is a bill of supply of exactly what was paid. "missing" when the order
 * carries GST but the owner has no GSTIN now: no document may show tax without one.
 */
export function documentGstinOf(row: Pick<OrderSupplierRow, "parts">, gstin: string | null): string | null | "missing" {
  const pricedWithGst = row.parts.some((part) => pricedGstRatePercent(part) > 0);
  if (!pricedWithGst) return null;
  return gstin ?? "missing";
}

/**
 * Issues invoices with the bookings domain's `confirm` (decision 033): before a payment is
 * confirmed, the invoice its booking would get, as SQL steps of the confirming statement.
 */
export function createInvoiceIssuer(deps: { db: Db; secret: string; log: FastifyBaseLogger }) {
  const repo = invoicesRepo(deps.db);

  /** The GSTIN a document of this supplier shows (null: none, a bill of supply); "none" when it may not be issued (logged). */
  function shownGstin(row: OrderSupplierRow, subject: Record<string, unknown>): string | null | "none" {
    let gstin: string | null = null;
    if (row.sealed) {
      try {
        gstin = unsealAccount(row.sealed, row.ownerId, deps.secret).gstin ?? null;
      } catch {
        deps.log.error({ ...subject, ownerId: row.ownerId }, "invoice not issued: the owner's GSTIN cannot be read");
        return "none";
      }
    }
    const shown = documentGstinOf(row, gstin);
    if (shown === "missing") {
      deps.log.error(
        { ...subject, ownerId: row.ownerId },
        "invoice not issued: priced with GST, the owner has no GSTIN now",
      );
      return "none";
    }
    return shown;
  }

  return {
    /**
     * A booking paid wholly with venue credit is confirmed with no charge (credit-checkout.ts):
     * its invoice, with "paid with venue credit", issued on `tx`, the transaction that confirms
     * it (docs/product/credit.md). Nothing when it has one already, or when the GSTIN cannot be
     * shown (logged, as for a paid order: the booking must still confirm).
     */
    async issueForCreditPaid(tx: Db, bookingId: number): Promise<void> {
      const inTx = creditPaidInvoicesRepo(tx);
      const row = await inTx.supplierOfCreditPaid(bookingId);
      if (!row) return;
      const shown = shownGstin(row, { bookingId });
      if (shown === "none") return;
      await inTx.issueForCreditPaid(bookingId, invoiceIssueOf(row, shown));
    },

    /**
     * A cancellation gave venue credit back: the credit notes of its money, on `tx`, the
     * cancellation's transaction (a step the bookings domain is handed). Nothing without an invoice.
     */
    async issueForCreditRefund(tx: Db, bookingId: number): Promise<void> {
      await creditPaidInvoicesRepo(tx).issueCreditRefundNotes(bookingId, invoiceAmounts);
    },

    /**
     * The steps that issue the invoice of each booking the order pays if the statement confirms
     * them, and how many bookings that is; no steps when there is no such order, or when the
     * owner's GSTIN cannot be read with the server's key, or the order was priced with GST and the
     * owner has removed their GSTIN since (logged: a tax invoice without the GSTIN would be wrong,
     * and the payment must still confirm).
     */
    async onConfirm(orderId: string): Promise<{ steps: SQL | null; dates: number | null }> {
      const row = await repo.supplierOfOrder(orderId);
      if (!row) return { steps: null, dates: null };
      // How many bookings the order pays: known here, it lets the confirming statement stay small.
      const dates = row.parts.length;
      const shown = shownGstin(row, { orderId });
      if (shown === "none") return { steps: null, dates };
      return { steps: issueInvoiceSql(invoiceIssueOf(row, shown)), dates };
    },
  };
}

export type InvoiceIssuer = ReturnType<typeof createInvoiceIssuer>;
