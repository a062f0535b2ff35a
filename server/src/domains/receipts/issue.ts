import { seriesOf } from "@crease/core";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { unsealAccount } from "../payouts/account-seal";
import { type ReceiptSubject, receiptsRepo } from "./repo";

/**
 * Issues the receipt of a top-up of venue credit (docs/product/credit.md, "Tax and money"), as a
 * step the credit domain hands its crediting transaction: the online top-up's charge handler and
 * the desk's top-up. The supplier is the owner: their registered name and GSTIN when they have one
 * (a receipt is no tax document, so one that cannot be read is left off, and logged), else the
 * name on their account.
 */
export function createReceiptIssuer(deps: { secret: string; log: FastifyBaseLogger }) {
  return {
    /** Issues it on `tx`, once per charge or desk entry; the receipt's id, or undefined when it had one. */
    async issueForTopUp(
      tx: Db,
      top: { ownerId: number; playerId: number; subject: ReceiptSubject },
    ): Promise<number | undefined> {
      const repo = receiptsRepo(tx);
      const parties = await repo.parties(top.ownerId, top.playerId);
      if (!parties) return undefined;
      let gstin: string | null = null;
      if (parties.sealed) {
        try {
          gstin = unsealAccount(parties.sealed, top.ownerId, deps.secret).gstin ?? null;
        } catch {
          deps.log.error(
            { ownerId: top.ownerId },
            "receipt issued without the GSTIN: the owner's GSTIN cannot be read",
          );
        }
      }
      return repo.issue({
        ownerId: top.ownerId,
        playerId: top.playerId,
        series: seriesOf(top.ownerId),
        subject: top.subject,
        supplierName: gstin ? (parties.holderName ?? parties.ownerName) : parties.ownerName,
        supplierGstin: gstin,
        buyerName: parties.buyerName,
      });
    },
  };
}

export type ReceiptIssuer = ReturnType<typeof createReceiptIssuer>;
