import {
  type CreditReceipt,
  can,
  type Language,
  notFound,
  paiseToRupeeString,
  receiptNumber,
  type User,
} from "@crease/core";
import type { Db } from "../../db/client";
import { assertCan } from "../../lib/authorize";
import { receiptPdf } from "./pdf";
import { type ReceiptRecord, receiptsRepo } from "./repo";

const RECEIPT_NOT_FOUND = "Receipt not found";
/** A player's list: every top-up they could make in years. */
const RECEIPT_LIST_LIMIT = 500;

function summaryOf(r: ReceiptRecord): CreditReceipt {
  return {
    id: r.id,
    number: receiptNumber(r.series, r.financialYear, r.sequence),
    ownerId: r.ownerId,
    issuedAt: r.issuedAt,
    entryAt: r.entryAt,
    method: r.method,
    supplierName: r.supplierName,
    buyerName: r.buyerName,
    paid: paiseToRupeeString(r.paidPaise),
    credit: paiseToRupeeString(r.creditPaise),
    bonus: paiseToRupeeString(r.bonusPaise),
    reference: r.chargeId ?? `desk-${r.creditEntryId}`,
  };
}

const fileOf = async (r: ReceiptRecord, language: Language) => ({
  pdf: await receiptPdf(r, language),
  fileName: `${receiptNumber(r.series, r.financialYear, r.sequence).replaceAll("/", "-")}.pdf`,
});

/**
 * Top-up receipts (docs/product/credit.md, docs/product/invoices.md "Receipts"): the player's own,
 * the owner's (beside their invoices), every one for an admin. Issued by the credit domain's
 * top-ups through issue.ts, never here. Another's receipt is a 404, as a missing one.
 */
export function createReceiptsService(deps: { db: Db }) {
  const repo = receiptsRepo(deps.db);
  return {
    /** `GET /api/users/me/credit/receipts`: the player's receipts, newest first. */
    async mine(actor: User): Promise<CreditReceipt[]> {
      return (await repo.list({ playerId: actor.id }, RECEIPT_LIST_LIMIT)).map(summaryOf);
    },

    /** The player's receipt as PDF; 404 when it is not theirs. */
    async myPdf(actor: User, id: number, language: Language) {
      const receipt = await repo.byId(id, { playerId: actor.id });
      if (!receipt) throw notFound(RECEIPT_NOT_FOUND);
      return fileOf(receipt, language);
    },

    /** `GET /api/credit-receipts`: an owner's receipts (every one for an admin), newest first. */
    async list(actor: User, limit: number): Promise<CreditReceipt[]> {
      assertCan(actor, "invoice.list");
      const whose = can(actor, "venue.see-all") ? {} : { ownerId: actor.id };
      return (await repo.list(whose, limit)).map(summaryOf);
    },

    /** An owner's receipt (any for an admin) as PDF; 404 for another owner's. */
    async pdf(actor: User, id: number, language: Language) {
      assertCan(actor, "invoice.list");
      const receipt = await repo.byId(id, can(actor, "venue.see-all") ? {} : { ownerId: actor.id });
      if (!receipt) throw notFound(RECEIPT_NOT_FOUND);
      return fileOf(receipt, language);
    },
  };
}

export type ReceiptsService = ReturnType<typeof createReceiptsService>;
