import {
  AppError,
  type CreditOffer,
  type CreditOfferInput,
  conflict,
  type DeskCreditInput,
  type DeskCreditResult,
  formatPaise,
  type MyCredit,
  notFound,
  paiseToRupeeString,
  type User,
  type VenueCredit,
  validationError,
} from "@crease/core";
import type { Db } from "../../db/client";
import type { CreditPackPaise } from "../../db/schema/credit";
import { assertCan } from "../../lib/authorize";
import { payDeskBookingWithCredit } from "../bookings/credit-checkout";
import { venueAccess } from "../courts/access";
import type { InvoiceIssuer } from "../invoices/issue";
import type { Charge, Charges, OpenedCharge } from "../payments/charges";
import type { ReceiptIssuer } from "../receipts/issue";
import { recordVenueActivity } from "../staff/activity";
import type { VenuesService } from "../venues/service";
import { type CreditOfferRecord, creditRepo } from "./repo";

const rupees = paiseToRupeeString;

/** 422: this owner sells no credit (the contract's refusal). */
const noCredit = () => new AppError("RULE_REFUSED", "This venue does not offer venue credit.");

const offerOnWire = (offer: CreditOfferRecord | null): CreditOffer => ({
  enabled: offer?.enabled ?? false,
  packs: (offer?.packs ?? []).map((p) => ({ pay: rupees(p.payPaise), get: rupees(p.getPaise) })),
  expiryMonths: offer?.expiryMonths ?? null,
});

/**
 * A top-up charge names what it buys in its subject, "pay:get" in paise, so what is credited is
 * what the player was shown and paid, whatever the owner changes in the meantime.
 */
const packSubject = (pack: CreditPackPaise) => `${pack.payPaise}:${pack.getPaise}`;
function packOfSubject(subject: string | null): CreditPackPaise {
  const [pay, get] = (subject ?? "").split(":").map(Number);
  if (!pay || !get || get < pay) throw new Error(`A credit top-up's subject is not a pack: ${subject}`);
  return { payPaise: pay, getPaise: get };
}

/**
 * Venue credit (docs/product/credit.md): the owner's offer, a player's balances, top-ups online
 * (a charge with purpose credit_top_up, settled by payments, credited by this module's handler)
 * and at the desk. Spending and refunding to credit are steps of the bookings domain's moves
 * (checkout and cancellation), through `creditRepo` in their transactions.
 */
export function createCreditService(deps: {
  db: Db;
  venues: VenuesService;
  charges?: Charges;
  /** Issues the invoice of a desk booking paid with credit, in the desk's transaction. */
  invoices?: Pick<InvoiceIssuer, "issueForCreditPaid">;
  /** Issues each top-up's receipt, in the transaction that credits it (docs/product/credit.md). */
  receipts?: ReceiptIssuer;
}) {
  const repo = creditRepo(deps.db);
  const access = venueAccess(deps.venues);

  /** The offer of the venue's owner, and the owner; 404 for a venue that is not listed. */
  async function offerAt(actor: User | null, venueId: number) {
    const { venue } = await access.visible(actor, venueId);
    return { ownerId: venue.ownerId, offer: await repo.offerOf(venue.ownerId) };
  }

  /** Credits a paid top-up, in the transaction that flipped its charge to paid: once. */
  async function creditPaidTopUp(tx: Db, charge: Charge) {
    const pack = packOfSubject(charge.subjectId);
    const offer = await creditRepo(tx).offerOf(charge.ownerId);
    const bonus = pack.getPaise - pack.payPaise;
    const added = await creditRepo(tx).add(
      tx,
      { ownerId: charge.ownerId, userId: charge.payerId },
      [
        { kind: "top_up", amountPaise: pack.payPaise, chargeId: charge.id },
        ...(bonus > 0 ? [{ kind: "bonus" as const, amountPaise: bonus, chargeId: charge.id }] : []),
      ],
      offer?.expiryMonths ?? null,
    );
    await deps.receipts?.issueForTopUp(tx, {
      ownerId: charge.ownerId,
      playerId: charge.payerId,
      subject: { chargeId: charge.id, paidPaise: pack.payPaise, creditPaise: pack.getPaise },
    });
    const balance = await creditRepo(tx).balanceOf(charge.ownerId, charge.payerId);
    return { credited: rupees(added), balance: rupees(balance.balancePaise), expiresAt: balance.expiresAt };
  }

  deps.charges?.registerPurpose("credit_top_up", {
    paid: (tx, charge) => creditPaidTopUp(tx, charge),
    // Credit can always be delivered: a payment that comes late is still credited.
    late: async () => null,
    // A top-up is spent as credit, not refunded (docs/product/credit.md).
    refundable: async () => 0,
    // An advance for services not yet named: a receipt, not a tax invoice (GST falls when spent).
    invoiceLines: () => null,
  });

  return {
    async offer(actor: User): Promise<CreditOffer> {
      assertCan(actor, "credit.manage");
      return offerOnWire(await repo.offerOf(actor.id));
    },

    async saveOffer(actor: User, input: CreditOfferInput): Promise<CreditOffer> {
      assertCan(actor, "credit.manage");
      const offer: CreditOfferRecord = {
        ownerId: actor.id,
        enabled: input.enabled,
        packs: input.packs.map((p) => ({ payPaise: p.pay, getPaise: p.get })),
        expiryMonths: input.expiryMonths ?? null,
      };
      await repo.saveOffer(offer);
      return offerOnWire(offer);
    },

    async atVenue(actor: User | null, venueId: number): Promise<VenueCredit> {
      const { ownerId, offer } = await offerAt(actor, venueId);
      const balance = actor ? await repo.balanceOf(ownerId, actor.id) : null;
      return {
        ...offerOnWire(offer?.enabled ? offer : null),
        balance: rupees(balance?.balancePaise ?? 0),
        expiresAt: balance?.balancePaise ? balance.expiresAt : null,
      };
    },

    /** An online top-up: a charge for the pack's price; credited by the handler once paid. */
    async topUp(actor: User, venueId: number, packIndex: number): Promise<OpenedCharge> {
      assertCan(actor, "booking.book");
      if (!deps.charges) throw new AppError("SERVICE_UNAVAILABLE", "Online top-ups are not available here.");
      const { ownerId, offer } = await offerAt(actor, venueId);
      if (!offer?.enabled || offer.packs.length === 0) throw noCredit();
      const pack = offer.packs[packIndex];
      if (!pack) throw notFound("There is no such pack. Reload to see this venue's packs.");
      const { venue } = await access.visible(actor, venueId);
      return deps.charges.openCharge({
        purpose: "credit_top_up",
        payerId: actor.id,
        ownerId,
        subjectId: packSubject(pack),
        lines: {
          basePaise: pack.payPaise,
          addOnsPaise: 0,
          discountPaise: 0,
          gstPaise: 0,
          totalPaise: pack.payPaise,
          amountPaise: pack.payPaise,
        },
        receipt: `credit_${ownerId}_${actor.id}`.slice(0, 40),
        notes: { purpose: "credit_top_up", ownerId: String(ownerId), venueId: String(venueId) },
        description: `Venue credit at ${venue.name}: pay ${formatPaise(pack.payPaise)}, get ${formatPaise(pack.getPaise)}`,
      });
    },

    async mine(actor: User): Promise<MyCredit> {
      return (await repo.ofPlayer(actor.id)).map((b) => ({
        ownerId: b.ownerId,
        venueNames: b.venueNames,
        balance: rupees(b.balancePaise),
        expiresAt: b.balancePaise > 0 ? b.expiresAt : null,
        entries: b.entries.map((e) => ({
          at: e.at,
          kind: e.kind,
          amount: rupees(e.amountPaise),
          ...(e.bookingId === null ? {} : { bookingId: e.bookingId }),
        })),
      }));
    },

    /**
     * Money taken at the desk (cash or UPI) as credit of the account with this verified mobile:
     * the venue's owner, its managers and desk; recorded in the venue's activity in the same
     * transaction. Packs are for online top-ups; the desk adds what it took, with no bonus.
     */
    async deskTopUp(actor: User, venueId: number, input: DeskCreditInput): Promise<DeskCreditResult> {
      const { venue } = await access.manageable(actor, venueId, "booking.desk");
      const offer = await repo.offerOf(venue.ownerId);
      if (!offer?.enabled) throw noCredit();
      const player = await repo.playerByPhone(input.playerPhone);
      if (!player) {
        throw notFound(
          "No Crease account has this mobile number verified. The player signs in with it once, then the desk can add credit.",
        );
      }
      const pair = { ownerId: venue.ownerId, userId: player.id };
      const balance = await deps.db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const inTx = creditRepo(tx);
        await inTx.add(
          tx,
          pair,
          [{ kind: "desk_top_up", amountPaise: input.amount, venueId, recordedBy: actor.id, method: input.method }],
          offer.expiryMonths,
        );
        await deps.receipts?.issueForTopUp(tx, {
          ownerId: pair.ownerId,
          playerId: pair.userId,
          subject: { deskVenueId: venueId },
        });
        await recordVenueActivity(tx, {
          venueId,
          actorId: actor.id,
          action: "credit.desk_top_up",
          detail: { player: player.name, amount: rupees(input.amount), method: input.method },
        });
        return inTx.balanceOf(pair.ownerId, pair.userId);
      });
      return {
        playerName: player.name,
        amount: rupees(input.amount),
        balance: rupees(balance.balancePaise),
        expiresAt: balance.expiresAt,
      };
    },

    /** The expiry job: what is left of one balance whose time came (a later top-up moved it on: nothing). */
    expire: (pair: { ownerId: number; userId: number }) => repo.expireDue(pair),

    /** Holds that ended unpaid give back the credit they took (the minute's sweep; safe to repeat). */
    giveBackUnpaidHolds: () => repo.giveBackUnpaidHolds(),

    /**
     * The desk takes a booking's price from a player's credit: the player must have an account
     * with the verified mobile the desk typed (400), and the owner must offer credit (422). `pay`
     * runs in the desk's transaction and takes all or nothing; `short` is the 409 to throw then.
     */
    async deskPayer(ownerId: number, userId: number | null) {
      if (userId === null) {
        throw validationError(
          "Venue credit needs the player's Crease account: no account has this mobile number verified.",
          { payment: "No account with this mobile" },
        );
      }
      const offer = await repo.offerOf(ownerId);
      if (!offer?.enabled) throw noCredit();
      const pair = { ownerId, userId };
      return {
        pay: (tx: Db, bookingId: number, totalPaise: number) =>
          payDeskBookingWithCredit(tx, pair, bookingId, totalPaise, deps.invoices?.issueForCreditPaid),
        // Read in the desk's transaction (the embedded database has one connection).
        short: async (tx: Db, duePaise: number) =>
          conflict({
            message: "Not enough venue credit: the player has {balance}, this booking is {due}.",
            values: {
              balance: formatPaise((await creditRepo(tx).balanceOf(ownerId, userId)).balancePaise),
              due: formatPaise(duePaise),
            },
          }),
      };
    },
  };
}

export type CreditService = ReturnType<typeof createCreditService>;
