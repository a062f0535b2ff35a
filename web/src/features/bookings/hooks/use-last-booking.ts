import type { Booking } from "@crease/core/contracts/bookings";
import { useState } from "react";

/**
 * The booking a dialog shows: the current one while open, and the last one while it animates
 * closed, so the content does not blank out on the way out.
 */
export function useLastBooking(booking: Booking | null): Booking | null {
  const [last, setLast] = useState(booking);
  if (booking && booking !== last) setLast(booking);
  return booking ?? last;
}
