/**
 * Questions about a booking's status, asked by name: server and web code never compares a status
 * with a word of its own (scripts/check-status-literals.mjs fails on `status === "confirmed"`
 * outside core). A status that changes meaning (a new one, a renamed one) is then changed here.
 */
import { BOOKING_STATUS, type BookingStatus, SLOT_OCCUPYING_STATUSES } from "./bookings";

interface WithStatus {
  status: BookingStatus | string;
}

/** The booking has one of these statuses. */
export function hasStatus(booking: WithStatus, ...statuses: readonly BookingStatus[]): boolean {
  return (statuses as readonly string[]).includes(booking.status);
}

/** A status is one of these (for a bare status, as a list's filter or a move's target holds it). */
export function isStatus(status: string | null | undefined, ...statuses: readonly BookingStatus[]): boolean {
  return status != null && (statuses as readonly string[]).includes(status);
}

/** A checkout's hold being paid: it holds the slot for ten minutes and is not a booking yet. */
export const isHeld = (booking: WithStatus): boolean => booking.status === BOOKING_STATUS.held;

/**
 * A hold, paid or not: held, or expired (its ten minutes ran out unpaid). Nobody but the checkout
 * sees one; a booking's pages answer "not found" for it.
 */
export const isHold = (booking: WithStatus): boolean => hasStatus(booking, BOOKING_STATUS.held, BOOKING_STATUS.expired);

/** Booked and not yet played: the player comes to play. */
export const isConfirmed = (booking: WithStatus): boolean => booking.status === BOOKING_STATUS.confirmed;

/** Played. */
export const isCompleted = (booking: WithStatus): boolean => booking.status === BOOKING_STATUS.completed;

/** Cancelled by the player, the venue or an admin. */
export const isCancelled = (booking: WithStatus): boolean => booking.status === BOOKING_STATUS.cancelled;

/** Confirmed or completed: a booking that is (or was) on, the one a venue is paid for. */
export const isBooked = (booking: WithStatus): boolean =>
  hasStatus(booking, BOOKING_STATUS.confirmed, BOOKING_STATUS.completed);

/** The booking occupies its slot (a hold included, until the server ends it): the unique index's list. */
export const occupiesItsSlot = (booking: WithStatus): boolean => hasStatus(booking, ...SLOT_OCCUPYING_STATUSES);
