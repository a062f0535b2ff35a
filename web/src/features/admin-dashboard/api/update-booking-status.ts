import type { Booking } from "@crease/core/bookings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminKey } from "@/lib/admin-key";
import { api } from "@/lib/api-client";

export interface BookingStatusInput {
  id: number;
  status: "completed" | "cancelled";
  reason?: string;
}

/**
 * PATCH /api/bookings/{id} {status, reason?}: an admin completes (once the slot has started) or
 * cancels (full refund) a confirmed booking; 409 otherwise, with the reason.
 */
export function updateBookingStatus({ id, status, reason }: BookingStatusInput): Promise<Booking> {
  const text = reason?.trim();
  return api.patch<Booking>(`/api/bookings/${id}`, text ? { status, reason: text } : { status });
}

export function useUpdateBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBookingStatus,
    onSuccess: (booking) => {
      void queryClient.invalidateQueries({ queryKey: ["bookings"] });
      void queryClient.invalidateQueries({ queryKey: adminKey });
      void queryClient.invalidateQueries({ queryKey: ["venues", booking.venueId, "availability"] });
    },
  });
}
