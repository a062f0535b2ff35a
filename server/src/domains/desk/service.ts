import {
  AppError,
  addDays,
  type Booking,
  conflict,
  DAY_SHEET_PAYMENTS,
  type DaySheet,
  type DaySheetPayment,
  type DeskBookingInput,
  type DeskCalendar,
  formatPaise,
  notFound,
  offeredSlots,
  paiseToRupeeString,
  refusal,
  refuseMarkPaid,
  slotPriceAt,
  slotPriceOn,
  type User,
  type VenuePaymentMethod,
} from "@crease/core";
import type { Db } from "../../db/client";
import { quoteSlot } from "../bookings/bookable";
import { deskMovesRepo } from "../bookings/desk-moves";
import { directionsLines } from "../bookings/directions";
import { type BookingRecord, bookingsRepo } from "../bookings/repo";
import type { BookingsService } from "../bookings/service";
import { venueAccess } from "../courts/access";
import type { CreditService } from "../credit/service";
import type { NotificationsService } from "../notifications/service";
import { recordVenueActivity } from "../staff/activity";
import type { VenuesService } from "../venues/service";
import { deskRepo } from "./repo";

const SLOT_TAKEN =
  "This slot is no longer free: another booking, a hold or a block has it. Pick another slot or court.";

/**
 * The front desk (docs/product/front-desk.md): the calendar of every court, walk-in and phone
 * bookings (the lifecycle's `desk_book`), and money taken at the venue (`mark_paid`). The venue's
 * owner, its desk and managers, and admins; every action is in the venue's activity.
 */
export function createDeskService(deps: {
  db: Db;
  venues: VenuesService;
  bookings: BookingsService;
  notifications: NotificationsService;
  /** Venue credit: a desk booking paid from the player's credit (payment "credit"). */
  credit?: Pick<CreditService, "deskPayer">;
  now?: () => Date;
}) {
  const access = venueAccess(deps.venues);
  const repo = deskRepo(deps.db);
  const now = deps.now ?? (() => new Date());

  return {
    /** The calendar of `days` days from `from`: courts, slots with prices, bookings, holds and blocks. */
    async calendar(actor: User, venueId: number, from: string, days: number): Promise<DeskCalendar> {
      const { venue, details, courts, priceRules } = await access.manageable(actor, venueId, "booking.see-venue");
      const to = addDays(from, days - 1);
      const dates = Array.from({ length: days }, (_, i) => addDays(from, i));
      const slots = details ? offeredSlots(details) : [];
      const { bookings, blocks } = await repo.calendar(venueId, from, to);
      return {
        venueId,
        venueName: venue.name,
        gstRatePercent: venue.gstRatePercent,
        courts: courts.map((c) => ({ id: c.id, name: c.name })),
        days: dates.map((date) => ({
          date,
          slots: slots.map((slot) => ({
            slot,
            prices: Object.fromEntries(
              courts.map((c) => [
                String(c.id),
                paiseToRupeeString(
                  details ? (slotPriceOn(details, slot, slotPriceAt(date, priceRules, courts, c.id)) ?? 0) : 0,
                ),
              ]),
            ),
          })),
        })),
        bookings,
        blocks,
        addOns: (details?.addOns ?? []).map((a) => ({ key: a.key, name: a.name, price: a.price })),
      };
    },

    /**
     * The day sheet (docs/product/front-desk.md): the day's games in time and court order, how
     * each was paid, the totals by method, and the blocked slots. Online players' mobiles only for
     * the venue's own owner and staff (`booking.see-player-mobiles`), and only here.
     */
    async daySheet(actor: User, venueId: number, date: string): Promise<DaySheet> {
      const { venue, details, courts } = await access.manageable(actor, venueId, "booking.see-venue");
      const withMobiles = refusal(actor, "booking.see-player-mobiles", { ownerId: venue.ownerId, venueId }) === null;
      const [games, { blocks }] = await Promise.all([
        repo.daySheet(venueId, date, withMobiles),
        repo.calendar(venueId, date, date),
      ]);
      const slotOrder = new Map((details ? offeredSlots(details) : []).map((slot, i) => [slot, i]));
      const courtOrder = new Map(courts.map((c, i) => [c.id, i]));
      const courtName = (id: number | null) => (id === null ? null : (courts.find((c) => c.id === id)?.name ?? ""));
      const order = (a: { slot: string; courtId: number | null }, b: { slot: string; courtId: number | null }) =>
        (slotOrder.get(a.slot) ?? 99) - (slotOrder.get(b.slot) ?? 99) ||
        a.slot.localeCompare(b.slot) ||
        (courtOrder.get(a.courtId ?? -1) ?? -1) - (courtOrder.get(b.courtId ?? -1) ?? -1);
      games.sort(order);
      const totals = new Map<DaySheetPayment, number>(DAY_SHEET_PAYMENTS.map((p) => [p, 0]));
      const add = (p: DaySheetPayment, paise: number) => totals.set(p, (totals.get(p) ?? 0) + paise);
      for (const { parts } of games) {
        add("online", parts.onlinePaise);
        add("cash", parts.cashPaise);
        add("upi", parts.upiPaise);
        add("credit", parts.creditPaise);
        add("due", parts.duePaise);
      }
      return {
        venueId,
        venueName: venue.name,
        date,
        lines: games.map(({ courtId, parts: _parts, ...line }) => ({ ...line, court: courtName(courtId) ?? "" })),
        totals: DAY_SHEET_PAYMENTS.map((payment) => ({
          payment,
          amount: paiseToRupeeString(totals.get(payment) ?? 0),
        })),
        blocks: blocks
          .filter((b) => b.date === date)
          .sort(order)
          .map((b) => ({ slot: b.slot, court: courtName(b.courtId), reason: b.reason })),
      };
    },

    /** A walk-in or phone booking (move `desk_book`): confirmed at once, paid at the venue or due. */
    async book(actor: User, venueId: number, input: DeskBookingInput): Promise<Booking> {
      const found = await access.manageable(actor, venueId, "booking.desk");
      // The same quote as an online order (core's one quote): the slot's price that day at that
      // court, add-ons, and GST only when the owner is registered (decision 041); paid in full at
      // the desk, never in part. The desk may book a slot being played, and up to a year ahead.
      const { venue, court, price } = quoteSlot(found, { ...input, channel: "desk" }, now());
      const player = await repo.accountWithMobile(input.playerPhone);
      // Venue credit (docs/product/credit.md): the account with this verified mobile pays it all from credit.
      const byCredit = input.payment === "credit" ? await deps.credit?.deskPayer(venue.ownerId, player) : null;
      const paid =
        input.payment === "unpaid" || input.payment === "credit" ? null : { method: input.payment, actorId: actor.id };
      // The booking, its history row and the player's notification commit together (issue 44).
      const booked = await deps.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        const id = await deskMovesRepo(db).book({
          venueId,
          courtId: court.id,
          userId: player,
          playerName: input.playerName,
          playerPhone: input.playerPhone,
          date: input.date,
          slot: input.slot,
          basePaise: price.basePaise,
          addOnsPaise: price.addOnsPaise,
          gstPaise: price.gstPaise,
          totalPaise: price.totalPaise,
          addOns: price.addOns,
          paidBy: paid,
        });
        if (id === null) return null;
        if (byCredit && !(await byCredit.pay(db, id, price.totalPaise)))
          throw await byCredit.short(db, price.totalPaise);
        await recordVenueActivity(db, {
          venueId,
          actorId: actor.id,
          action: "booking.desk",
          bookingId: id,
          detail: { player: input.playerName, payment: input.payment, court: court.name },
        });
        const record = (await bookingsRepo(db).byId(id)) as BookingRecord;
        const when = { date: input.date, slot: input.slot };
        // A player with an account sees the booking in their list and is told; nobody else is.
        const show = await deps.notifications.notifyWithin(db, [
          {
            userId: player,
            note: {
              type: "booking_confirmed",
              title: "Booking confirmed",
              // Then where to go: the address, a map link and the venue's phone (issue 26).
              message: [
                paid === null && !byCredit
                  ? {
                      message: "{venue} booked {when} for you. Pay {amount} at the venue.",
                      values: { venue: venue.name, when, amount: formatPaise(price.totalPaise) },
                    }
                  : {
                      message: "{venue} booked {when} for you. Paid {amount} at the venue.",
                      values: { venue: venue.name, when, amount: formatPaise(price.totalPaise) },
                    },
                ...directionsLines(record),
              ],
              data: { bookingId: id, venueId, date: input.date, slot: input.slot },
            },
          },
        ]);
        return { id, show };
      });
      if (booked === null) throw new AppError("SLOT_TAKEN", SLOT_TAKEN);
      await deps.notifications.venueUpdate(venueId, { action: "booking_created", date: input.date, slot: input.slot });
      booked.show();
      return deps.bookings.get(actor, booked.id);
    },

    /** The venue took what was due (move `mark_paid`): a desk booking's price or a booking's balance. */
    async markPaid(actor: User, bookingId: number, method: VenuePaymentMethod): Promise<Booking> {
      const venueId = await repo.venueOf(bookingId);
      if (venueId === null) throw notFound("Booking not found");
      await access.manageable(actor, venueId, "booking.desk").catch((error: unknown) => {
        // Someone else's venue: the booking looks missing, as everywhere else.
        if (error instanceof AppError && error.code === "NOT_FOUND") throw notFound("Booking not found");
        throw error;
      });
      const before = await deps.bookings.get(actor, bookingId);
      // The lifecycle's rule (the desk's screen asks it too before it offers the button); the
      // venue's side is "owner" to it: access to this venue's desk was checked above.
      const refusal = refuseMarkPaid("owner", before);
      if (refusal) throw new AppError(refusal.code, refusal.message);
      // The money taken and its history row commit together (issue 44).
      const marked = await deps.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        if (!(await deskMovesRepo(db).markPaid(bookingId, method, actor.id))) return false;
        await recordVenueActivity(db, {
          venueId,
          actorId: actor.id,
          action: "booking.mark_paid",
          bookingId,
          detail: { method, amount: before.balanceDue },
        });
        return true;
      });
      if (!marked) throw conflict("This booking changed in the meantime. Reload and try again.");
      await deps.notifications.venueUpdate(venueId, { action: "booking_paid", date: before.date, slot: before.slot });
      return deps.bookings.get(actor, bookingId);
    },
  };
}

export type DeskService = ReturnType<typeof createDeskService>;
