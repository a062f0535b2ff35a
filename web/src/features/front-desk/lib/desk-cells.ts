import { hasSlotEnded } from "@crease/core/booking-lifecycle";
import { refuseMarkPaid } from "@crease/core/booking-operations";
import { isHeld } from "@crease/core/booking-status";
import type { DeskBookingCell, DeskCalendar } from "@crease/core/desk";
import { rupeesToPaise } from "@crease/core/money";
import { priceTotals } from "@crease/core/pricing";

export type DeskBlockCell = DeskCalendar["blocks"][number];

/**
 * What one court's slot on one day is at the desk: free (with its price, unless it has ended), a
 * booking (online or made at the desk), a hold (a player paying online now), or blocked.
 */
export type DeskCell =
  | { kind: "free"; price: string; ended: boolean }
  | { kind: "online" | "desk" | "hold"; booking: DeskBookingCell }
  | { kind: "blocked"; block: DeskBlockCell };

export type DeskCellKind = DeskCell["kind"];

/** Every kind in the order the legend shows them. */
export const CELL_KINDS: readonly DeskCellKind[] = ["free", "online", "desk", "hold", "blocked"];

const keyOf = (date: string, slot: string, courtId: number | null) => `${date}|${slot}|${courtId ?? "all"}`;

/**
 * The calendar as a lookup of cells. A booking wins over a block on the same slot (a closure
 * cancels what it hits, so both at once is only a moment); a block without a court is every court's.
 */
export function deskCells(calendar: DeskCalendar, now: Date = new Date()) {
  const bookings = new Map<string, DeskBookingCell>();
  for (const b of calendar.bookings) bookings.set(keyOf(b.date, b.slot, b.courtId), b);
  const blocks = new Map<string, DeskBlockCell>();
  for (const b of calendar.blocks) blocks.set(keyOf(b.date, b.slot, b.courtId), b);
  const prices = new Map<string, Record<string, string>>();
  for (const day of calendar.days) for (const s of day.slots) prices.set(`${day.date}|${s.slot}`, s.prices);

  return function cellAt(courtId: number, date: string, slot: string): DeskCell {
    const booking = bookings.get(keyOf(date, slot, courtId));
    if (booking) {
      return { kind: isHeld(booking) ? "hold" : booking.source === "desk" ? "desk" : "online", booking };
    }
    const block = blocks.get(keyOf(date, slot, courtId)) ?? blocks.get(keyOf(date, slot, null));
    if (block) return { kind: "blocked", block };
    const price = prices.get(`${date}|${slot}`)?.[String(courtId)] ?? "0.00";
    return { kind: "free", price, ended: hasSlotEnded({ date, slot }, now) };
  };
}

/** A booking's money still to collect at the venue, in rupees (0 when nothing is due). */
export function dueOf(booking: DeskBookingCell): number {
  const due = Number(booking.due);
  return Number.isFinite(due) && due > 0 ? due : 0;
}

/**
 * Whether the desk may take the money due now: the lifecycle's rule (core's `refuseMarkPaid`, which
 * the server enforces), a confirmed or played booking with something due.
 */
export function canMarkPaid(booking: DeskBookingCell): boolean {
  return refuseMarkPaid("owner", { ...booking, duePaise: rupeesToPaise(dueOf(booking)) }) === null;
}

export interface WalkInPrice {
  basePaise: number;
  addOnsPaise: number;
  gstPaise: number;
  totalPaise: number;
}

/**
 * A walk-in's price as the server charges it (core's quote, channel desk): the slot's price at that
 * court that day (the calendar's, after price rules), the chosen add-ons, then GST on both at the
 * calendar's `gstRatePercent` (18%, or none when the owner has no GSTIN: decision 041).
 */
export function walkInPrice(
  basePrice: string,
  addOns: readonly { key: string; price: string }[],
  chosen: readonly string[],
  gstRatePercent: number,
): WalkInPrice {
  const basePaise = rupeesToPaise(basePrice);
  const addOnsPaise = addOns.filter((a) => chosen.includes(a.key)).reduce((sum, a) => sum + rupeesToPaise(a.price), 0);
  // GST and the total by the quote's own step, core's priceTotals (the desk takes the whole price: no advance).
  const { gstPaise, totalPaise } = priceTotals(basePaise + addOnsPaise, gstRatePercent, null);
  return { basePaise, addOnsPaise, gstPaise, totalPaise };
}
