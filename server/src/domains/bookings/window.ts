import { AppError, bookingWindowMessage, lastBookableDate } from "@crease/core";

/**
 * An advance window (docs/SECURITY.md): a venue takes bookings up to its `advanceBookingDays`
 * ahead (IST, today being day 0); later dates are refused with 422, for orders and availability.
 */
export function checkBookingWindow(venue: { advanceBookingDays: number }, date: string, now: Date): void {
  const refusal = bookingWindowMessage(venue.advanceBookingDays, date, now);
  if (refusal) {
    throw new AppError("BEYOND_BOOKING_WINDOW", refusal, {
      date: {
        message: "Book on or before {last}",
        values: { last: { date: lastBookableDate(venue.advanceBookingDays, now) } },
      },
    });
  }
}
