import { AppError, formatIstDate, lastBookableDate } from "@crease/core";

/**
 * An advance window (docs/SECURITY.md): a venue takes bookings up to its `advanceBookingDays`
 * ahead (IST, today being day 0); later dates are refused with 422, for orders and availability.
 */
export function checkBookingWindow(venue: { advanceBookingDays: number }, date: string, now: Date): void {
  const last = lastBookableDate(venue.advanceBookingDays, now);
  if (date > last) {
    throw new AppError(
      "BEYOND_BOOKING_WINDOW",
      `This venue takes bookings up to ${venue.advanceBookingDays} days ahead: the last date you can book is ${formatIstDate(last)}.`,
      { date: `Book on or before ${last}` },
    );
  }
}
