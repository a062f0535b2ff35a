/**
 * Bookings this tab has just confirmed (the checkout's confirmation screen, or a toast, says so).
 * The server's "Booking confirmed" notification for the same booking then goes to the bell
 * without a toast: it would lie on top of the confirmation screen with the same news (issue 46).
 */
const confirmedHere = new Set<number>();
/**
 * Payments this tab is verifying right now: the notification may arrive before the answer that
 * names the booking, and is then this tab's own news too.
 */
let verifying = 0;

/** Around a payment's verify: `const done = verifyingHere(); … done()`. */
export function verifyingHere(): () => void {
  verifying += 1;
  let ended = false;
  return () => {
    if (!ended) verifying -= 1;
    ended = true;
  };
}

export function markConfirmedHere(bookingId: number): void {
  confirmedHere.add(bookingId);
}

/** True once for a booking this tab confirmed: the notification about it needs no toast. */
export function takeConfirmedHere(type: string, data: unknown): boolean {
  if (type !== "booking_confirmed" || typeof data !== "object" || data === null) return false;
  const bookingId = (data as { bookingId?: unknown }).bookingId;
  if (typeof bookingId !== "number") return false;
  // Arrived while this tab's payment was being verified: the confirmation screen follows.
  if (verifying > 0) return true;
  return confirmedHere.delete(bookingId);
}
