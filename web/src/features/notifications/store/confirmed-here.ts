/**
 * Bookings this tab has just confirmed with the checkout's own toast. The server's
 * "Booking confirmed" notification for the same booking then goes to the bell without a toast:
 * one toast shows at a time (docs/product/screens.md), and a second one arriving a moment later
 * would replace the checkout's confirmation with the same news.
 */
const confirmedHere = new Set<number>();

export function markConfirmedHere(bookingId: number): void {
  confirmedHere.add(bookingId);
}

/** True once for a booking this tab confirmed: the notification about it needs no toast. */
export function takeConfirmedHere(type: string, data: unknown): boolean {
  if (type !== "booking_confirmed" || typeof data !== "object" || data === null) return false;
  const bookingId = (data as { bookingId?: unknown }).bookingId;
  return typeof bookingId === "number" && confirmedHere.delete(bookingId);
}
