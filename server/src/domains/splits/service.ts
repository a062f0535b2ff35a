import { randomBytes } from "node:crypto";
import {
  AppError,
  type Booking,
  type CreateSplitInput,
  conflict,
  firstNameOf,
  formatPaise,
  HOLD_MINUTES,
  HOURS_MESSAGES,
  isHold,
  notFound,
  type PaymentOrder,
  type PublicSplit,
  refuseSplit,
  paiseToRupeeString as rupees,
  type Split,
  slotLabel,
  splitPageUrl,
  splitPaise,
  teammateSharePaise,
  type User,
} from "@crease/core";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { assertCan } from "../../lib/authorize";
import { bookingsRepo, toBooking } from "../bookings/repo";
import type { NotificationsService } from "../notifications/service";
import type { Charges } from "../payments/charges";
import type { PaymentProvider } from "../payments/providers/provider";
import { type ShareRefused, type SplitRecord, splitsRepo } from "./repo";

const REFUSED: Record<ShareRefused, string> = {
  closed: "The organiser closed this split before your payment came in.",
  full: "Every share of this split was paid before your payment came in.",
  already_paid: "You have already paid your share of this split.",
  organiser: "You organised this split: your own share is already paid.",
  booking_gone: "This booking is no longer on.",
  no_payment: "The organiser's payment can take no more shares.",
};

/** A share's payment that was not kept, refunded in full: why, and that the money comes back. */
const LATE: Record<ShareRefused, string> = {
  closed:
    "The organiser closed this split before your payment came in. The {amount} you paid is being refunded (5-7 business days).",
  full: "Every share of this split was paid before your payment came in. The {amount} you paid is being refunded (5-7 business days).",
  already_paid:
    "You have already paid your share of this split. The {amount} you paid is being refunded (5-7 business days).",
  organiser:
    "You organised this split: your own share is already paid. The {amount} you paid is being refunded (5-7 business days).",
  booking_gone: "This booking is no longer on. The {amount} you paid is being refunded (5-7 business days).",
  no_payment:
    "The organiser's payment can take no more shares. The {amount} you paid is being refunded (5-7 business days).",
};

/**
 * Split the cost (issue 26; docs/product/split-payments.md, decision 038). The organiser, who
 * booked and paid the whole amount, splits it among 2–22 players by a link; each teammate pays one
 * share through an order of their own (paid through the existing verify and webhook: checkout's
 * confirmPaid hands a share's order here), and each share paid goes back to the organiser.
 */
export function createSplits(deps: {
  db: Db;
  provider: PaymentProvider;
  /** A share's charge (payments/charges.ts: the only caller of the provider's createOrder). */
  charges: Pick<Charges, "openCharge">;
  notifications: NotificationsService;
  appUrl: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const repo = splitsRepo(deps.db);
  const bookings = bookingsRepo(deps.db);
  const { provider, notifications, charges } = deps;
  const now = deps.now ?? (() => new Date());

  /** Closed by the organiser, or its booking no longer on: no more shares. */
  const isOpen = (s: SplitRecord) => s.status === "open" && s.bookingLive;

  async function organiserView(split: SplitRecord): Promise<Split> {
    const payers = await repo.payers(split.id);
    return {
      id: split.id,
      bookingId: split.bookingId,
      token: split.token,
      url: splitPageUrl(deps.appUrl, split.token),
      status: isOpen(split) ? "open" : "closed",
      shares: split.shares,
      shareAmounts: splitPaise(split.totalPaise, split.shares, split.roundShares).map(rupees),
      roundShares: split.roundShares,
      paidCount: payers.length,
      payers: payers.map((p) => ({
        firstName: firstNameOf(p.fullName),
        amount: rupees(p.amountPaise),
        paidAt: p.paidAt,
      })),
    };
  }

  /** The organiser's own split; anyone else's looks like none at all. */
  async function ownSplit(actor: User, id: number): Promise<SplitRecord> {
    const split = await repo.byId(id);
    if (!split || split.organiserId !== actor.id) throw notFound("Split not found");
    return split;
  }

  async function byToken(token: string): Promise<SplitRecord> {
    const split = await repo.byToken(token);
    if (!split) throw notFound("This split link is not valid. Ask the organiser to send it again.");
    return split;
  }

  /** The booking as a teammate may see it: the organiser by first name only. */
  async function bookingForTeammate(bookingId: number): Promise<Booking> {
    const row = await bookings.byId(bookingId);
    if (!row) throw notFound("Booking not found");
    const booking = toBooking(row);
    return { ...booking, userName: firstNameOf(booking.userName ?? "") };
  }

  return {
    /** Splits the organiser's confirmed, paid booking into `shares` (2–22) shares. */
    async create(actor: User, bookingId: number, input: CreateSplitInput): Promise<Split> {
      assertCan(actor, "split.create");
      const row = await bookings.byId(bookingId);
      // Someone else's booking looks exactly like no booking at all.
      if (!row || row.userId !== actor.id || isHold(row)) {
        throw notFound("Booking not found");
      }
      // Each hour of a booking of several hours has its own row and payment share (decision 049).
      if (row.partOf !== null) throw conflict(HOURS_MESSAGES.split);
      const existing = await repo.byBooking(bookingId);
      if (existing) {
        const roundShares = input.roundShares ?? false;
        if (existing.shares === input.shares && existing.roundShares === roundShares) return organiserView(existing);
        throw conflict("This booking is already split. Close that split to stop it taking shares.");
      }
      // The lifecycle's rule (the web asks it too before it offers the split).
      const refusal = refuseSplit(
        "player",
        { ...row, paidOnlinePaise: row.payNowPaise },
        input.shares,
        now(),
        input.roundShares ?? false,
      );
      if (refusal) throw new AppError(refusal.code, refusal.message);
      // 256 random bits, base64url: the link is the only key to a share's page and order.
      const id = await repo.create({
        bookingId,
        organiserId: actor.id,
        token: randomBytes(32).toString("base64url"),
        shares: input.shares,
        roundShares: input.roundShares ?? false,
      });
      const split = id === null ? await repo.byBooking(bookingId) : await repo.byId(id);
      if (!split) {
        throw new AppError(
          "RULE_REFUSED",
          "Only a booking paid online in one payment, with nothing refunded, can be split.",
        );
      }
      if (split.shares !== input.shares || split.roundShares !== (input.roundShares ?? false)) {
        throw conflict("This booking is already split. Close that split to stop it taking shares.");
      }
      return organiserView(split);
    },

    /** The organiser's view of their booking's split; null when the booking has none yet. */
    async forBooking(actor: User, bookingId: number): Promise<Split | null> {
      const row = await bookings.byId(bookingId);
      // Someone else's booking looks exactly like no booking at all; one's own unsplit booking is null.
      if (!row || row.userId !== actor.id) throw notFound("Booking not found");
      const split = await repo.byBooking(bookingId);
      return split && split.organiserId === actor.id ? organiserView(split) : null;
    },

    /** The public page of a link: venue, slot, the share and who has paid, by first names only. */
    async view(actor: User | null, token: string): Promise<PublicSplit> {
      const split = await byToken(token);
      const row = await bookings.byId(split.bookingId);
      if (!row) throw notFound("Booking not found");
      const payers = await repo.payers(split.id);
      const you =
        actor?.id === split.organiserId ? "organiser" : payers.some((p) => p.userId === actor?.id) ? "paid" : null;
      return {
        id: split.id,
        status: isOpen(split) ? "open" : "closed",
        venueName: row.venueName,
        venueAddress: [row.address, row.city].filter(Boolean).join(", "),
        courtName: row.courtName,
        date: row.date,
        slot: row.slot,
        organiserFirstName: firstNameOf(await repo.organiserName(split.organiserId)),
        shares: split.shares,
        shareAmount: rupees(teammateSharePaise(split.totalPaise, split.shares, split.roundShares)),
        paidCount: payers.length,
        sharesLeft: Math.max(0, split.shares - 1 - payers.length),
        payers: payers.map((p) => ({
          firstName: firstNameOf(p.fullName),
          amount: rupees(p.amountPaise),
          paidAt: p.paidAt,
        })),
        you,
      };
    },

    /**
     * A payment order for one share, for a signed-in teammate. Refused for the organiser, a teammate
     * who paid already, and a closed or full split; asking again hands back the same open order.
     * Whether the share is kept is decided again when it is paid (teammates may pay at once).
     */
    async createOrder(actor: User, token: string): Promise<PaymentOrder> {
      assertCan(actor, "split.pay");
      const split = await byToken(token);
      if (actor.id === split.organiserId) throw conflict(REFUSED.organiser);
      if (!isOpen(split)) throw conflict("This split is closed: it takes no more shares.");
      const payers = await repo.payers(split.id);
      if (payers.some((p) => p.userId === actor.id)) throw conflict(REFUSED.already_paid);
      if (payers.length >= split.shares - 1) throw conflict("Every share of this split is paid.");
      const row = await bookings.byId(split.bookingId);
      if (!row) throw notFound("Booking not found");
      const amountPaise = teammateSharePaise(split.totalPaise, split.shares, split.roundShares);
      const answer = (orderId: string): PaymentOrder => ({
        orderId,
        key: provider.keyId,
        amount: amountPaise,
        currency: "INR",
        provider: provider.name,
        bookingId: split.bookingId,
        // A share holds no slot; the payment window closes as a checkout's does.
        holdExpiresAt: new Date(now().getTime() + HOLD_MINUTES * 60_000).toISOString(),
        venueName: row.venueName,
        description: `Your share: ${slotLabel(row.slot)} on ${row.date}`,
      });
      const open = await repo.openOrderOf(split.id, actor.id, amountPaise);
      if (open) return answer(open);
      const { orderId } = await charges.openCharge({
        purpose: "split_share",
        payerId: actor.id,
        bookingId: split.bookingId,
        // The booking's whole price; the share pays `amountPaise` of it (splits/repo.ts).
        lines: {
          basePaise: row.basePaise,
          addOnsPaise: row.addOnsPaise,
          discountPaise: row.discountPaise,
          gstPaise: row.gstPaise,
          totalPaise: row.totalPaise,
          amountPaise,
        },
        receipt: `split_${split.id}_${actor.id}`,
        notes: { bookingId: String(split.bookingId), splitId: String(split.id) },
        description: `Your share: ${slotLabel(row.slot)} on ${row.date}`,
        record: (orderId) =>
          repo.insertShareOrder({
            orderId,
            splitId: split.id,
            bookingId: split.bookingId,
            userId: actor.id,
            provider: provider.name,
            amountPaise,
          }),
      });
      return answer(orderId);
    },

    /**
     * A share's order was paid (checkout's confirmPaid found it open). The booking as the teammate
     * may see it; a 409 when the share was not kept (the payment is refunded in full); null when the
     * order was settled meanwhile (the caller reads it again).
     */
    async completePaid(orderId: string, paymentId: string, amountPaise: number): Promise<Booking | null> {
      const outcome = await repo.completePaid(orderId, paymentId);
      if (outcome === "settled") return null;
      if (!outcome.kept) {
        throw conflict({
          message: LATE[outcome.why],
          values: { amount: formatPaise(amountPaise) },
        });
      }
      const booking = await bookingForTeammate(outcome.bookingId);
      const split = await repo.byId(outcome.splitId);
      const payers = split ? await repo.payers(split.id) : [];
      const payer = payers.find((p) => p.userId === outcome.userId);
      if (split) {
        await notifications.notifyEach([
          {
            userId: split.organiserId,
            note: {
              type: "split_share_paid",
              title: "A teammate paid their share",
              message: {
                message:
                  "{name} paid their share of {venue}, {when}. {amount} is being refunded to you (5-7 business days).",
                values: {
                  name: firstNameOf(payer?.fullName ?? ""),
                  venue: booking.venueName,
                  when: { date: booking.date, slot: booking.slot },
                  amount: formatPaise(amountPaise),
                },
              },
              data: { bookingId: booking.id, splitId: split.id },
            },
          },
        ]);
      }
      return booking;
    },

    /** The organiser closes the split: no more share orders (shares paid stay paid). */
    async close(actor: User, id: number): Promise<Split> {
      await ownSplit(actor, id);
      await repo.close(id, actor.id);
      return organiserView(await ownSplit(actor, id));
    },
  };
}

export type Splits = ReturnType<typeof createSplits>;
