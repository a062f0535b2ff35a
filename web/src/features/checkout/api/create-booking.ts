import type { Booking, BookingAddOn } from "@crease/core/bookings";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** SPEC.md §7's booking body; the server uses only `orderId` and returns the verified order's booking. */
export interface CreateBookingBody {
  orderId: string;
  venueId: number;
  date: string;
  slot: string;
  /** Total rupees incl. GST. */
  amount: string;
  paymentStatus: "paid" | "partial";
  status: "confirmed";
  addOns: BookingAddOn[];
}

/** POST /api/bookings after a verified payment (402 without a paid order). */
export function createBooking(body: CreateBookingBody): Promise<Booking> {
  return api.post<Booking>("/api/bookings", body);
}

export function useCreateBooking() {
  return useMutation({ mutationFn: createBooking });
}
